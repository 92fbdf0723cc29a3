import { useTranslation } from 'react-i18next';
import { useSettings } from '../features/sites/sites.queries';

export function Disclaimer() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <p className="disclaimer">
      {t('disclaimer.text', { siteName: settings.name, minAge: settings.min_age, icon: settings.fictional_icon })}
    </p>
  );
}
