import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PREMIUM_MEMBER_PHOTO_LIMIT } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { useUser } from '../auth/auth.queries';
import { useSettings } from '../sites/sites.queries';
import { usePackages } from './credits.queries';
import { LoadFailed } from './load-failed';
import { PackageGrid } from './package-card';
import { PremiumBadge } from './premium-badge';
import { PremiumBenefits } from './premium-benefits';
import { pathTo } from '../../routes';

/** /premium (spec points 1 and 6): why premium, and the packages that make you premium; thanks for members who are. */
export function PremiumPage() {
  const { t } = useTranslation();
  const user = useUser();
  const settings = useSettings();
  const packages = usePackages();
  const premium = Boolean(user?.paid_user);
  usePageTitle(t('screens.premium'));

  return (
    <div className="premium-page">
      <section className="premium-hero">
        <div className="container py-4 py-md-5">
          {premium ? (
            <>
              <PremiumBadge className="mb-3 fs-6" />
              <h1 className="display-6 fw-bold mb-2">{t('premium.thanks.title')}</h1>
              <p className="lead mb-3">{t('premium.thanks.text', { count: PREMIUM_MEMBER_PHOTO_LIMIT })}</p>
              <Link className="btn btn-light btn-lg" to={pathTo('credits')}>
                {t('premium.thanks.topUp')}
              </Link>
            </>
          ) : (
            <>
              <h1 className="display-6 fw-bold mb-2">{t('premium.title')}</h1>
              <p className="lead mb-0">{t('premium.intro')}</p>
            </>
          )}
        </div>
      </section>
      <div className="container py-4">
        <div className="row g-4">
          <div className="col-lg-4">
            <h2 className="h4 mb-3">{premium ? t('premium.yourBenefits') : t('premium.benefitsTitle')}</h2>
            <PremiumBenefits />
          </div>
          <div className="col-lg-8">
            <h2 className="h4 mb-1">{premium ? t('premium.topUpTitle') : t('premium.packagesTitle')}</h2>
            <p className="text-body-secondary mb-3">{t('premium.anyPackage')}</p>
            {packages.isError && <LoadFailed onRetry={() => void packages.refetch()} />}
            {packages.data && (
              <PackageGrid
                packages={packages.data.packages}
                messageCredits={settings.message_credits}
                linkTo={(pack) => pathTo('credits-id-paymentmethod', { id: pack.id })}
                compact
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
