import { api } from '../../lib/api-client';
import { registerServiceWorker } from '../../lib/service-worker';
import { pushStore, type TPushState } from './push-state';

export { pushStore, usePushState, type TPushState } from './push-state';

export function pushCapable(publicKey: string | null): boolean {
  return (
    Boolean(publicKey) &&
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Works out the push state once the settings (with the site's public key) are known. */
export async function detectPushState(publicKey: string | null): Promise<TPushState> {
  let state: TPushState;
  if (!pushCapable(publicKey)) state = 'not_capable';
  else if (Notification.permission === 'denied') state = 'denied';
  else {
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    const subscription = await registration?.pushManager.getSubscription().catch(() => null);
    state = subscription ? 'subscribed' : 'not_subscribed';
  }
  pushStore.set(state);
  return state;
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

/**
 * Asks the browser's permission, subscribes with the site's VAPID key and stores the subscription
 * on the server (`POST /api/user.php?push=1`). Answers the new state.
 */
export async function subscribeToPush(publicKey: string | null): Promise<TPushState> {
  if (!publicKey || !pushCapable(publicKey)) return detectPushState(publicKey);
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      pushStore.set(permission === 'denied' ? 'denied' : 'not_subscribed');
      return pushStore.get();
    }
    registerServiceWorker();
    const registration = await withTimeout(navigator.serviceWorker.ready, 10_000);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }));
    await api('/api/user.php', { method: 'POST', query: { push: 1 }, body: { subscription: subscription.toJSON() } });
    pushStore.set('subscribed');
  } catch {
    pushStore.set('not_subscribed');
    throw new Error('push_failed');
  }
  return 'subscribed';
}
