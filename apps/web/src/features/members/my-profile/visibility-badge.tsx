import { useTranslation } from 'react-i18next';
import type { TFieldVisibility } from './profile-visibility';

// Drawn inline: no icon font to load, and the same on every device (emoji differ or are missing).
const EYE = 'M1 8s2.6-5 7-5 7 5 7 5-2.6 5-7 5-7-5-7-5zm7 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const LOCK =
  'M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5zm1.5 0h4V5a2 2 0 1 0-4 0v2z';

/** A small "visible to others" / "only you" mark beside a field's label. */
export function VisibilityBadge({ id, visibility }: { id: string; visibility: TFieldVisibility }) {
  const { t } = useTranslation();
  const isPrivate = visibility === 'private';
  return (
    <span id={id} className={`visibility-badge ${isPrivate ? 'visibility-private' : 'visibility-public'}`}>
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path fill="currentColor" fillRule="evenodd" d={isPrivate ? LOCK : EYE} />
      </svg>
      {t(`myProfile.visibility.${visibility}`)}
    </span>
  );
}
