import i18next from 'i18next';
import { registerSW } from 'virtual:pwa-register';
import { showToast } from './toasts';

/** Registers the service worker (offline shell, later push); offers a reload when a new version is ready. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
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
