import i18next from 'i18next';
import { registerSW } from 'virtual:pwa-register';
import { showToast } from './toasts';

let registered = false;

/**
 * Registers the service worker (offline shell and push) once; offers a reload when a new version is
 * ready. Push opt-in calls it too, so a member who subscribes early does not wait for the delayed start.
 */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  const update = registerSW({
    onNeedRefresh() {
      showToast({
        message: i18next.t('pwa.updateReady', { siteName: document.title.replace(/^\(\d+\+?\) /, '') }),
        variant: 'info',
        durationMs: 0,
        action: { label: i18next.t('pwa.reload'), run: () => void update(true) },
      });
    },
  });
}
