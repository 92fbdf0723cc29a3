import { useTranslation } from 'react-i18next';
import { useSettings } from '../sites/sites.queries';
import { usePageTitle } from '../../lib/page-title';
import { useRouteHandle } from '../../lib/use-route-handle';

/** A screen a later issue fills in: its heading inside its real layout. */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const handle = useRouteHandle();
  const heading = handle?.screen ? t(`screens.${handle.screen}`) : settings.name;
  usePageTitle(heading);
  return (
    <div className="container py-5">
      <h1 className="h2 mb-3">{heading}</h1>
      <p className="text-body-secondary">{t('screens.placeholder', { siteName: settings.name })}</p>
    </div>
  );
}
