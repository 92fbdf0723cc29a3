import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { useAdminSite } from './site-admin.queries';
import { SiteForm } from './site-form';
import './sites.scss';

/** `/admin/sites/:siteId`: every setting of one site, in sections, saved together. */
export function SitePage() {
  const { t } = useTranslation('console-sites');
  const siteId = Number(useParams().siteId);
  const valid = Number.isInteger(siteId) && siteId > 0;
  const query = useAdminSite(valid ? siteId : 0);

  if (!valid) return <ConsoleMessage>{t('site.notFound')}</ConsoleMessage>;
  // The previous site's settings stay in the cache while this one loads: never edit those.
  if (query.isPending || (query.isPlaceholderData && query.data?.site.id !== siteId)) return <Loading />;
  if (query.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ConsoleMessage>
    );
  const { site } = query.data;
  return (
    <>
      <Link to="/admin/sites" className="d-inline-block mb-2">
        {t('site.back')}
      </Link>
      <SiteForm key={site.id} site={site} />
    </>
  );
}
