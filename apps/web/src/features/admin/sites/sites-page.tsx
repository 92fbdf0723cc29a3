import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { NewSiteForm } from './new-site-form';
import { isNiche } from './options';
import { ScreenHeader } from './parts';
import { useAdminSites } from './site-admin.queries';
import './sites.scss';

/** `/admin/sites`: every site with its domains, niche, languages and countries; a new site. */
export function SitesPage() {
  const { t } = useTranslation('console-sites');
  const sites = useAdminSites();
  const [adding, setAdding] = useState(false);

  if (sites.isPending) return <Loading />;
  if (sites.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void sites.refetch()}>
        {errorMessage(sites.error)}
      </ConsoleMessage>
    );

  return (
    <>
      <ScreenHeader title={t('sites.title')} lead={t('sites.lead')}>
        {!adding && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('sites.add')}
          </button>
        )}
      </ScreenHeader>
      {adding && <NewSiteForm onClose={() => setAdding(false)} />}
      <div className="console-card p-0">
        <div className="table-responsive site-admin-scroll" tabIndex={0}>
          <table className="table table-hover align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('sites.columns.name')}</th>
                <th scope="col">{t('sites.columns.domains')}</th>
                <th scope="col">{t('sites.columns.niche')}</th>
                <th scope="col">{t('sites.columns.languages')}</th>
                <th scope="col">{t('sites.columns.countries')}</th>
                <th scope="col">{t('sites.columns.currency')}</th>
                <th scope="col">{t('sites.columns.company')}</th>
              </tr>
            </thead>
            <tbody>
              {sites.data.sites.map((site) => (
                <tr key={site.id}>
                  <td>
                    <Link to={`/admin/sites/${site.id}`} className="fw-semibold">
                      {site.name}
                    </Link>
                    {site.is_default && <span className="badge text-bg-info ms-2">{t('sites.default')}</span>}
                  </td>
                  <td>
                    <div>{site.domain}</div>
                    {site.domains.map((domain) => (
                      <div key={domain} className="small text-body-secondary">
                        {domain}
                      </div>
                    ))}
                  </td>
                  <td>{isNiche(site.niche) ? t(`niches.${site.niche}`) : site.niche}</td>
                  <td className="site-admin-codes">{site.languages.join(', ')}</td>
                  <td className="site-admin-codes">{site.countries.join(', ')}</td>
                  <td>{site.currency}</td>
                  <td>{site.company_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
