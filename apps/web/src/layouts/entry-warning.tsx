import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal';
import { useUser } from '../features/auth/auth.queries';
import { useSettings } from '../features/sites/sites.queries';
import { dismiss, dismissedAt } from '../lib/dismissals';
import { isInstalledMode } from '../lib/installed-mode';
import { useRouteHandle } from '../lib/use-route-handle';
import { shouldShowEntryWarning, type TLayoutName } from './layout-rules';

/** The site-entry warning for first-time visitors; closing it keeps a skip marker with the time. */
export function EntryWarning({ layout }: { layout: TLayoutName }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const handle = useRouteHandle();
  const [skipped, setSkipped] = useState(() => dismissedAt('entryWarning') !== null);

  const visible =
    user !== undefined &&
    shouldShowEntryWarning({
      layout,
      routeName: handle?.name,
      installed: isInstalledMode(),
      loggedIn: Boolean(user),
      enabled: settings.enable_site_entry_popup,
      country: settings.geoip_selected_country,
      allowedCountries: settings.entry_warning_countries,
      skipped,
    });
  if (!visible) return null;

  const close = () => {
    dismiss('entryWarning');
    setSkipped(true);
  };
  const values = { siteName: settings.name, minAge: settings.min_age, icon: settings.fictional_icon };
  return (
    <Modal
      title={t('entryWarning.title', values)}
      onClose={close}
      footer={
        <>
          <a className="btn btn-outline-dark" href="https://www.google.com" rel="noreferrer">
            {t('entryWarning.leave')}
          </a>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('entryWarning.enter', values)}
          </button>
        </>
      }
    >
      <p>{t('entryWarning.adults', values)}</p>
      <p>{t('entryWarning.fictional', values)}</p>
      <p className="mb-0">{t('entryWarning.credits', values)}</p>
    </Modal>
  );
}
