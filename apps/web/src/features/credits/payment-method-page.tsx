import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TPackagesResponse, TPaymentMethod } from '@app/shared';
import { ApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { MemberOnly } from '../auth/member-only';
import { useCreatePayment, usePackages } from './credits.queries';
import { DiscountField } from './discount-field';
import { LoadFailed } from './load-failed';
import { MethodPicker } from './method-picker';
import { OrderSummary } from './order-summary';
import { orderSummary } from './order-summary-rules';
import { paymentErrorField, REMEMBERABLE_METHODS, selectedMethod, type TPaymentField } from './payment-errors';
import { PendingOrders } from '../payments/pending-orders';
import { useTimeBonus } from './time-bonus/use-time-bonus';
import { useDiscountCheck } from './use-discount-check';
import { pathTo } from '../../routes';

type TErrors = Partial<Record<TPaymentField, string>>;

function focusError(field: TPaymentField) {
  const id = { discount: 'discount-code', method: 'payment-methods', general: 'payment-general-error' }[field];
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function PaymentForm({ packageId, wanted, data }: { packageId: number; wanted?: string; data: TPackagesResponse }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const bonus = useTimeBonus();
  const payment = useCreatePayment();
  // Untouched, the field offers the code the member came with (`?code=`, the retention offer's link),
  // else the active discount (time bonus or welcome code). Kept while the address changes with the method.
  const [searchParams] = useSearchParams();
  const [brought] = useState(() => searchParams.get('code')?.trim() || null);
  const [typed, setTyped] = useState<string | null>(null);
  const code = typed ?? brought ?? bonus.active?.code ?? '';
  const check = useDiscountCheck(code);
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});
  const [leaving, setLeaving] = useState(false);
  // The choice shows at once; the address follows, so a reload or a shared link keeps it.
  const [picked, setPicked] = useState<TPaymentMethod | null>(null);
  const pack = data.packages.find((entry) => entry.id === packageId);
  const method = selectedMethod(picked ?? wanted, data.methods);
  // Back from the checkout by the browser's back button, the page may come from its cache: Pay works again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  if (!pack)
    return (
      <div className="alert alert-warning" role="alert">
        {t('payments.packageGone')} <Link to={pathTo('credits')}>{t('payments.choosePackage')}</Link>
      </div>
    );
  const summary = orderSummary(pack, method, check.code);
  const rememberable = method !== null && REMEMBERABLE_METHODS.includes(method);
  const busy = payment.isPending || leaving;

  function choose(next: TPaymentMethod) {
    setPicked(next);
    setErrors(({ method: _gone, ...rest }) => rest);
    void navigate(pathTo('credits-id-paymentmethod', { id: packageId, paymentmethod: next }), {
      replace: true,
      preventScrollReset: true,
    });
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    if (!method || !pack || busy) return;
    setErrors({});
    const discountCode = code.trim() || undefined;
    if (method === 'sepa_debit') {
      void navigate(pathTo('directdebit', {}, { package: pack.id, code: discountCode }));
      return;
    }
    payment.mutate(
      {
        package: pack.id,
        method,
        save_method: remember && rememberable,
        ...(discountCode && { discount_code: discountCode }),
      },
      {
        onSuccess: ({ order, checkout_url }) => {
          if (!checkout_url) return void navigate(pathTo('transactions', { id: order.id }));
          setLeaving(true);
          window.location.assign(checkout_url);
        },
        onError: (error) => {
          const api = error instanceof ApiError ? error : null;
          const field = api ? paymentErrorField(api.code, api.body.fields) : 'general';
          const message = api && api.status < 500 ? api.message : t('payments.payFailed');
          setErrors({ [field]: message });
          focusError(field);
        },
      },
    );
  }

  return (
    <form className="row g-4" noValidate onSubmit={pay} aria-label={t('screens.paymentMethod')}>
      <div className="col-lg-7">
        <div className="chosen-package mb-4">
          <span className={`chosen-package-mark package-${pack.style}`} aria-hidden="true">
            {formatNumber(pack.credits, i18n.language)}
          </span>
          <div className="flex-grow-1">
            <p className="fw-semibold mb-0">{t('credits.creditsCount', { count: pack.credits })}</p>
            <p className="small text-body-secondary mb-0">{t(`credits.tiers.${pack.style}`)}</p>
          </div>
          <Link className="btn btn-sm btn-outline-secondary" to={pathTo('credits')}>
            {t('payments.changePackage')}
          </Link>
        </div>
        <MethodPicker methods={data.methods} selected={method} error={errors.method} onSelect={choose} />
        <DiscountField
          value={code}
          check={check}
          problem={summary.problem}
          currency={pack.currency}
          serverError={errors.discount}
          onChange={(value) => {
            setTyped(value);
            setErrors(({ discount: _gone, ...rest }) => rest);
          }}
        />
        {rememberable && (
          <div className="form-check mb-3">
            <input
              id="remember-method"
              type="checkbox"
              className="form-check-input"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <label className="form-check-label" htmlFor="remember-method">
              {t('payments.remember')}
            </label>
          </div>
        )}
      </div>
      <div className="col-lg-5">
        <div className="order-summary-sticky">
          <OrderSummary
            pack={pack}
            summary={summary}
            code={check.code?.code ?? null}
            {...(method !== 'sepa_debit' && { note: t('payments.summaryNote') })}
          >
            {errors.general && (
              <div id="payment-general-error" className="alert alert-danger py-2" role="alert" tabIndex={-1}>
                {errors.general}
              </div>
            )}
            <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy || !method}>
              {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {leaving
                ? t('payments.redirecting')
                : method === 'sepa_debit'
                  ? t('payments.continueDirectDebit')
                  : t('payments.pay')}
            </button>
          </OrderSummary>
        </div>
      </div>
    </form>
  );
}

function PaymentMethod() {
  const params = useParams();
  const packages = usePackages();
  if (packages.isError) return <LoadFailed onRetry={() => void packages.refetch()} />;
  if (!packages.data) return <div className="py-5" aria-busy="true" />;
  return (
    <PaymentForm
      key={params.id}
      packageId={Number(params.id)}
      data={packages.data}
      {...(params.paymentmethod && { wanted: params.paymentmethod })}
    />
  );
}

/** /credits/{id}/{paymentmethod?}: the package, the country's methods, a discount code and Pay. */
export function PaymentMethodPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.paymentMethod'));
  return (
    <div className="container py-4 payment-method-page">
      <h1 className="h2 mb-4">{t('screens.paymentMethod')}</h1>
      <MemberOnly>
        {() => (
          <>
            <PendingOrders />
            <PaymentMethod />
          </>
        )}
      </MemberOnly>
    </div>
  );
}
