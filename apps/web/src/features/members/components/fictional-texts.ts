import type { TFunction } from 'i18next';
import type { TSettings } from '@app/shared';

/**
 * The disclosure of fictional profiles (spec points 1 and 3): the site's own texts when it set them,
 * otherwise ours, always with the site's icon.
 */
export function fictionalTexts(settings: TSettings, t: TFunction) {
  const icon = settings.fictional_icon;
  return {
    icon,
    warning: settings.fictional_warning || t('fictional.warning', { icon }),
    singular: settings.fictional_warning_singular || t('fictional.singular'),
    plural: settings.fictional_warning_plural || t('fictional.plural', { icon }),
  };
}
