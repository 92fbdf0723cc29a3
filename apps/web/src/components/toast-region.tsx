import { useTranslation } from 'react-i18next';
import { closeToast, placementClasses, toastStore, type TToastPlacement } from '../lib/toasts';
import { useStore } from '../lib/store';

/** Toasts, grouped by placement; announced politely to screen readers. */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore);
  const placements = [...new Set(toasts.map((toast) => toast.placement))] as TToastPlacement[];
  return (
    <>
      {placements.map((placement) => (
        <div key={placement} className={`toast-region ${placementClasses(placement)}`} aria-live="polite">
          {toasts
            .filter((toast) => toast.placement === placement)
            .map((toast) => (
              <div
                key={toast.id}
                className={`toast show align-items-center text-bg-${toast.variant} border-0 mb-2`}
                role="status"
              >
                <div className="d-flex">
                  <div className="toast-body">{toast.message}</div>
                  {toast.action && (
                    <button type="button" className="btn btn-sm btn-light my-auto" onClick={toast.action.run}>
                      {toast.action.label}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn-close btn-close-white me-2 m-auto"
                    aria-label={t('toasts.close')}
                    onClick={() => closeToast(toast.id)}
                  />
                </div>
              </div>
            ))}
        </div>
      ))}
    </>
  );
}
