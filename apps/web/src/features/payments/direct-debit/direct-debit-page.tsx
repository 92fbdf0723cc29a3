import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatIban, type TPackage, type TPackagesResponse } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { MemberOnly } from '../../auth/member-only';
import { useDiscountCode, usePackages } from '../../credits/credits.queries';
import { LoadFailed } from '../../credits/load-failed';
import { OrderSummary } from '../../credits/order-summary';
import { orderSummary } from '../../credits/order-summary-rules';
import { useCompany, useSettings } from '../../sites/sites.queries';
import { useConfirmDirectDebit, useStartDirectDebit } from '../payments.queries';
import { MandateForm } from './mandate-form';
import { EMPTY_MANDATE, isDirectDebitClosed, type TMandateDetails } from './mandate-rules';
import { SmsCodeStep } from './sms-code-step';
import { pathTo } from '../../../routes';

const message = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

/** Blocked, over the limit or not offered: explained, with the way to another method (spec point 5). */
function ChooseAnother({ text, packageId }: { text: string; packageId: number }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning" role="alert" data-testid="direct-debit-refused">
      <p className="mb-2">{text}</p>
      <Link className="btn btn-sm btn-primary" to={pathTo('credits-id-paymentmethod', { id: packageId })}>
        {t('payments.directDebit.otherMethod')}
      </Link>
    </div>
  );
}

function DirectDebit({ pack, data, code }: { pack: TPackage; data: TPackagesResponse; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const company = useCompany();
  const discount = useDiscountCode(code);
  const start = useStartDirectDebit();
  const confirm = useConfirmDirectDebit();
  // What was sent last, so going back from the code step shows it again.
  const [details, setDetails] = useState<TMandateDetails | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [mandate, setMandate] = useState<{ id: string; phone_hint: string } | null>(null);
  const summary = orderSummary(pack, 'sepa_debit', discount.data ?? null);

  if (!data.methods.includes('sepa_debit'))
    return <ChooseAnother text={t('errors.method_not_available')} packageId={pack.id} />;
  if (refusal) return <ChooseAnother text={refusal} packageId={pack.id} />;

  /** A refusal that closes direct debit shows instead of the form; any other goes back to the form. */
  function refusalOf(error: unknown): unknown {
    if (error instanceof ApiError && isDirectDebitClosed(error.code)) {
      setRefusal(message(error, t('payments.payFailed')));
      return null;
    }
    return error;
  }

  async function startMandate(values: TMandateDetails): Promise<unknown> {
    setDetails(values);
    const discountCode = code.trim();
    try {
      const answer = await start.mutateAsync({
        ...values,
        package: pack.id,
        ...(discountCode && { discount_code: discountCode }),
      });
      setMandate(answer.mandate);
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  }

  async function confirmMandate(id: string, value: string): Promise<unknown> {
    try {
      const { order } = await confirm.mutateAsync({ mandate: id, code: value });
      await navigate(pathTo('transactions', { id: order.id }));
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  }

  const seller = company.data?.name ?? settings.name;
  const mandateText = t('payments.directDebit.mandate', { company: seller });

  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <div className="card border-0 shadow-sm">
          <div className="card-body p-3 p-sm-4">
            {mandate ? (
              <SmsCodeStep
                mandate={mandate}
                busy={confirm.isPending}
                onEdit={() => setMandate(null)}
                onConfirm={(value) => confirmMandate(mandate.id, value)}
              />
            ) : (
              <MandateForm
                defaultValues={details ? { ...details, iban: formatIban(details.iban) } : EMPTY_MANDATE}
                mandateText={mandateText}
                busy={start.isPending}
                onSubmit={startMandate}
              />
            )}
          </div>
        </div>
      </div>
      <div className="col-lg-5">
        <OrderSummary pack={pack} summary={summary} code={discount.data?.code ?? null} />
        <p className="small text-body-secondary mt-3">
          {t('payments.directDebit.how')}{' '}
          <Link to={pathTo('credits-id-paymentmethod', { id: pack.id })}>{t('payments.directDebit.otherMethod')}</Link>
        </p>
      </div>
    </div>
  );
}

function DirectDebitLoader() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const packages = usePackages();
  if (packages.isError) return <LoadFailed onRetry={() => void packages.refetch()} />;
  if (!packages.data) return <div className="py-5" aria-busy="true" />;
  const pack = packages.data.packages.find((entry) => entry.id === Number(search.get('package')));
  if (!pack)
    return (
      <div className="alert alert-warning" role="alert">
        {t('payments.packageGone')} <Link to={pathTo('credits')}>{t('payments.choosePackage')}</Link>
      </div>
    );
  return <DirectDebit pack={pack} data={packages.data} code={search.get('code') ?? ''} />;
}

/** /directdebit?package={id}: a SEPA mandate confirmed by an SMS code (spec point 5). */
export function DirectDebitPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.directDebit'));
  return (
    <div className="container py-4" style={{ maxWidth: '64rem' }}>
      <h1 className="h2 mb-1">{t('screens.directDebit')}</h1>
      <p className="text-body-secondary mb-4">{t('payments.directDebit.intro')}</p>
      <MemberOnly>{() => <DirectDebitLoader />}</MemberOnly>
    </div>
  );
}
