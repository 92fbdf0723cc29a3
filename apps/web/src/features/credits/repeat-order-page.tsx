import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { MemberOnly } from '../auth/member-only';
import { useTransactions } from '../payments/payments.queries';
import { useSettings } from '../sites/sites.queries';
import { usePackages, useRepeatOrder } from './credits.queries';
import { formatCents } from './credits-format';
import { LoadFailed } from './load-failed';
import { PackageCard } from './package-card';
import { PaymentMethodLabel } from './payment-method-label';
import { pathTo } from '../../routes';

function NothingToRepeat() {
  const { t } = useTranslation();
  return (
    <div className="text-center py-4" role="status">
      <p className="lead">{t('errors.no_previous_order')}</p>
      <p className="text-body-secondary">{t('credits.repeat.explain')}</p>
      <Link className="btn btn-primary" to={pathTo('credits')}>
        {t('credits.repeat.choose')}
      </Link>
    </div>
  );
}

function RepeatOrder() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const packages = usePackages();
  const transactions = useTransactions();
  const repeat = useRepeatOrder();

  if (packages.isError || transactions.isError)
    return (
      <LoadFailed
        onRetry={() => {
          void packages.refetch();
          void transactions.refetch();
        }}
      />
    );
  if (!packages.data || !transactions.data) return <div className="py-5" aria-busy="true" />;
  const last = transactions.data.transactions.find(
    (order) => order.status === 'completed' || order.status === 'refunded',
  );
  const saved = packages.data.saved_method;
  const refused = repeat.error instanceof ApiError && repeat.error.code === 'no_previous_order';
  if (!last || !saved || refused) return <NothingToRepeat />;
  const pack = packages.data.packages.find((entry) => entry.id === last.package_id);

  return (
    <div className="row g-4 justify-content-center">
      <div className="col-md-6 col-lg-5">
        {pack ? (
          <PackageCard pack={pack} packages={packages.data.packages} messageCredits={settings.message_credits} />
        ) : (
          <p className="h4">{t('credits.creditsCount', { count: last.credits })}</p>
        )}
      </div>
      <div className="col-md-6 col-lg-5">
        <div className="card border-0 shadow-sm">
          <div className="card-body p-3 p-sm-4">
            <h2 className="h5">{t('credits.repeat.title')}</h2>
            <p className="mb-2">{t('credits.repeat.savedMethod')}</p>
            <p className="method-chip d-inline-block mb-3">
              <PaymentMethodLabel method={saved.method} /> <span className="text-body-secondary">{saved.label}</span>
            </p>
            {pack && <p className="h4 mb-3">{formatCents(pack.price_cents, pack.currency, i18n.language)}</p>}
            {repeat.isError && (
              <div className="alert alert-danger py-2" role="alert">
                {repeat.error instanceof ApiError && repeat.error.status < 500
                  ? repeat.error.message
                  : t('payments.payFailed')}
              </div>
            )}
            <button
              type="button"
              className="btn btn-primary btn-lg w-100"
              disabled={repeat.isPending}
              onClick={() =>
                repeat.mutate(undefined, {
                  onSuccess: ({ order }) => void navigate(pathTo('transactions', { id: order.id })),
                })
              }
            >
              {repeat.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('credits.repeat.buy')}
            </button>
            <p className="small text-body-secondary mt-3 mb-0">
              {t('credits.repeat.note')} <Link to={pathTo('credits')}>{t('credits.repeat.other')}</Link>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

/** /credits/repeat-order: the last package again with the saved method, in one step. */
export function RepeatOrderPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.repeatOrder'));
  return (
    <div className="container py-4">
      <h1 className="h2 mb-4">{t('screens.repeatOrder')}</h1>
      <MemberOnly>{() => <RepeatOrder />}</MemberOnly>
    </div>
  );
}
