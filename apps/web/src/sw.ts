/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The app shell (HTML, JS, CSS of the first routes, icons) works offline; API calls always go to the network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // Photo files open in a tab of their own (the console's "view full size"), never as the app.
    denylist: [/^\/api\//, /^\/media\//, /^\/media-signed\//, /^\/admin/, /^\/sandbox\//],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  /** Unread messages in total: the installed app's icon shows it. */
  badge?: number;
}

// A pushed message or like (chat issue) shows as a notification; a click opens or focuses the right page.
self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  const appBadge = self.navigator as WorkerNavigator & { setAppBadge?(count: number): Promise<void> };
  if (typeof payload.badge === 'number') void appBadge.setAppBadge?.(payload.badge)?.catch(() => {});
  event.waitUntil(
    self.registration.showNotification(payload.title ?? self.location.hostname, {
      body: payload.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      ...(payload.tag && { tag: payload.tag }),
      data: { url: payload.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});
