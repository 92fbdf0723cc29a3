import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useUser } from '../auth/auth.queries';
import { useSettings } from '../sites/sites.queries';
import { CreditUses } from './credit-uses';
import { usePackages } from './credits.queries';
import { formatCents } from './credits-format';
import { LoadFailed } from './load-failed';
import { PaymentMethodLabel } from './payment-method-label';
import { pathTo } from '../../routes';

function currencyName(currency: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/** /pricing (public): the price list in the visitor's currency, the methods, what credits buy, refunds. */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const settings = useSettings();
  const packages = usePackages();
  const language = i18n.language;
  usePageTitle(t('screens.pricing'));

  return (
    <div className="container py-4 pricing-page" style={{ maxWidth: '60rem' }}>
      <h1 className="h2 mb-2">{t('screens.pricing')}</h1>
      <p className="lead text-body-secondary">{t('credits.pricing.intro', { siteName: settings.name })}</p>
      {packages.isError && <LoadFailed onRetry={() => void packages.refetch()} />}
      {packages.data && (
        <section className="card border-0 shadow-sm mb-4" aria-labelledby="price-list-title">
          <div className="card-body p-3 p-sm-4">
            <h2 className="h5 mb-1" id="price-list-title">
              {t('credits.pricing.listTitle')}
            </h2>
            <p className="small text-body-secondary">
              {t('credits.pricing.currency', {
                currency: `${currencyName(packages.data.currency, language)} (${packages.data.currency})`,
              })}
            </p>
            <div className="price-table-wrap">
              <table className="price-table">
                <thead>
                  <tr>
                    <th scope="col">{t('credits.pricing.package')}</th>
                    <th scope="col" className="text-end">
                      {t('credits.pricing.price')}
                    </th>
                    <th scope="col" className="text-end d-none d-sm-table-cell">
                      {t('credits.pricing.perCredit')}
                    </th>
                    <th scope="col" className="text-end">
                      <span className="visually-hidden">{t('credits.choose')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {packages.data.packages.map((pack) => (
                    <tr key={pack.id} className={pack.best_value ? 'price-best' : undefined}>
                      <th scope="row">
                        <span className={`price-dot package-${pack.style}`} aria-hidden="true" />
                        {t('credits.creditsCount', { count: pack.credits })}
                        <span className="d-block small fw-normal text-body-secondary">
                          {t(`credits.tiers.${pack.style}`)}
                          {pack.best_value && ` · ${t('credits.bestValue')}`}
                        </span>
                      </th>
                      <td className="text-end fw-semibold">{formatCents(pack.price_cents, pack.currency, language)}</td>
                      <td className="text-end d-none d-sm-table-cell text-body-secondary">
                        {formatCents(pack.credit_price_cents, pack.currency, language)}
                      </td>
                      <td className="text-end">
                        <Link
                          className="btn btn-sm btn-primary text-nowrap"
                          to={user ? pathTo('credits-id-paymentmethod', { id: pack.id }) : pathTo('signup')}
                        >
                          {user ? t('credits.choose') : t('nav.signup')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="small mt-3 mb-0">{t('premium.anyPackage')}</p>
          </div>
        </section>
      )}
      <CreditUses />
      <div className="row g-4 mt-1">
        <div className="col-md-6">
          <h2 className="h5 mb-3">{t('credits.methodsTitle')}</h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {packages.data?.methods.map((method) => (
              <li key={method} className="method-chip">
                <PaymentMethodLabel method={method} />
              </li>
            ))}
          </ul>
        </div>
        <div className="col-md-6">
          <h2 className="h5 mb-2">{t('credits.pricing.refundsTitle')}</h2>
          <p className="small mb-0">
            {t('credits.pricing.refunds', { count: settings.refund_days })}{' '}
            <Link to={pathTo('pages-return-policy')}>{t('credits.refundPolicy')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
