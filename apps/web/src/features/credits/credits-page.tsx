import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TUser } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { MemberOnly } from '../auth/member-only';
import { useSettings } from '../sites/sites.queries';
import { CreditUses } from './credit-uses';
import { usePackages } from './credits.queries';
import { DiscountOffer } from './discount-offer';
import { PackageGrid } from './package-card';
import { PaymentMethodLabel } from './payment-method-label';
import { PremiumBadge } from './premium-badge';
import { LoadFailed } from './load-failed';
import { PendingOrders } from '../payments/pending-orders';
import { PersonalOffer } from './personal-offer';
import { useTimeBonus } from './time-bonus/use-time-bonus';
import { pathTo } from '../../routes';

function Credits({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const packages = usePackages();
  const bonus = useTimeBonus();
  // A personal code the member came with (the retention offer's link): shown, and carried to checkout.
  const code = useSearchParams()[0].get('code')?.trim() || undefined;

  return (
    <>
      <div className="credits-balance">
        <div>
          <p className="small text-uppercase fw-semibold mb-0 opacity-75">{t('credits.balanceLabel')}</p>
          <p className="credits-balance-number mb-0" data-testid="credits-balance">
            {t('credits.balance', { count: user.credits })}
          </p>
        </div>
        {user.paid_user ? (
          <PremiumBadge className="fs-6" />
        ) : (
          <p className="small mb-0 credits-balance-note">{t('credits.becomePremium')}</p>
        )}
      </div>
      <PendingOrders />
      {code ? <PersonalOffer code={code} /> : <DiscountOffer bonus={bonus} />}
      {packages.data?.saved_method && (
        <p className="text-center my-3">
          <Link className="btn btn-outline-primary" to={pathTo('credits-repeat-order')}>
            {t('credits.buyAgain')}
          </Link>
        </p>
      )}
      {packages.isError && <LoadFailed onRetry={() => void packages.refetch()} />}
      <h2 className="h4 mt-4 mb-3">{t('credits.choosePackage')}</h2>
      {packages.isPending && <div className="package-grid-placeholder" aria-busy="true" />}
      {packages.data && (
        <PackageGrid
          packages={packages.data.packages}
          messageCredits={settings.message_credits}
          linkTo={(pack) => pathTo('credits-id-paymentmethod', { id: pack.id }, { code })}
        />
      )}
      <div className="row g-4 mt-2">
        <div className="col-lg-7">
          <CreditUses />
        </div>
        <div className="col-lg-5">
          <section className="credits-methods" aria-labelledby="credits-methods-title">
            <h2 className="h5 mb-3" id="credits-methods-title">
              {t('credits.methodsTitle')}
            </h2>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3">
              {packages.data?.methods.map((method) => (
                <li key={method} className="method-chip">
                  <PaymentMethodLabel method={method} />
                </li>
              ))}
            </ul>
            <p className="small text-body-secondary mb-1">{t('credits.secure')}</p>
            <p className="small mb-0">
              <Link to={pathTo('transactions')}>{t('credits.yourPurchases')}</Link>
              {' · '}
              <Link to={pathTo('pages-return-policy')}>{t('credits.refundPolicy')}</Link>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

/** /credits (spec points 2 and 6): the balance, the packages, the active discount and what credits buy. */
export function CreditsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.credits'));
  return (
    <div className="container py-4 credits-page">
      <h1 className="h2 mb-3">{t('screens.credits')}</h1>
      <MemberOnly>{(user) => <Credits user={user} />}</MemberOnly>
    </div>
  );
}
