import type { TPhotoHoldReason, TPhotoScreeningSummary } from '@app/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A minor is urgent (the photo is hidden until someone decides); the others wait like any photo. */
const HOLD_TONES: Record<TPhotoHoldReason, string> = {
  minor: 'text-bg-danger',
  explicit: 'text-bg-warning',
  explicit_not_allowed: 'text-bg-warning',
  no_face: 'text-bg-info',
};

/** Why screening held a photo back: a badge in words (never colour alone) and what it asks of the moderator. */
export function PhotoHold({ reason }: { reason: TPhotoHoldReason }) {
  const { t } = useTranslation('console-moderation');
  return (
    <div>
      <span className={`badge fs-6 text-wrap text-start lh-sm ${HOLD_TONES[reason]}`}>
        {t(`photos.holds.${reason}.badge`)}
      </span>
      <p className="small mb-0 mt-1">{t(`photos.holds.${reason}.explanation`)}</p>
    </div>
  );
}

/** The models' findings in the console language; "not screened yet" until the server has looked. */
export function ScreeningSummary({ screening }: { screening: TPhotoScreeningSummary | null }) {
  const { t, i18n } = useTranslation('console-moderation');
  const language = i18n.resolvedLanguage ?? 'en';
  const percent = useMemo(
    () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
    [language],
  );
  if (!screening) return <div className="small text-body-secondary">{t('photos.screening.notScreened')}</div>;
  return (
    <ul className="list-unstyled small mb-0" aria-label={t('photos.screening.label')}>
      <li>{t('photos.screening.explicit', { score: percent.format(screening.explicit) })}</li>
      <li>{t('photos.screening.faces', { faces: screening.faces })}</li>
      {screening.youngest_age !== null && (
        <li>{t('photos.screening.youngest', { age: Math.round(screening.youngest_age) })}</li>
      )}
    </ul>
  );
}
