import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isInstalledMode } from '../lib/installed-mode';
import { useRouteHandle } from '../lib/use-route-handle';
import { shouldShowBackButton } from './layout-rules';

/** In the installed app there is no browser back button: offer one where members dig deeper. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  if (!shouldShowBackButton(handle?.name, isInstalledMode(), window.history.length)) return null;
  return (
    <button
      type="button"
      className="btn btn-link text-body me-1 px-1"
      aria-label={t('nav.back')}
      onClick={() => void navigate(-1)}
    >
      <span aria-hidden="true">‹</span>
    </button>
  );
}
