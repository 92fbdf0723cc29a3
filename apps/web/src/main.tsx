import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { LOCALE_COOKIE_NAME, isLanguage, languageOfLanderPath } from '@app/shared';
import './styles/theme.scss';
import { userQuery } from './features/auth/auth.queries';
import { primeFromDocument, settingsQuery } from './features/sites/sites.queries';
import { initialLanguage, startI18n } from './i18n/i18n';
import { readCookie } from './lib/cookies';
import { captureTracking } from './features/accounts/signup/tracking';
import { queryClient } from './lib/query-client';
import { AppRoutes, loadRoutesAt } from './router';

async function boot() {
  // The shell, layout and screen chunks of this address load meanwhile; the first render waits for them, so the
  // page stays as index.html painted it until it can show the screen (a chunk that failed shows its error page).
  const chunks = loadRoutesAt(location.pathname);
  captureTracking(location.search);
  // Settings and the member load together; the language waits for settings only without a cookie.
  primeFromDocument(queryClient);
  const settings = queryClient.fetchQuery(settingsQuery);
  void queryClient.prefetchQuery(userQuery);
  const cookieLanguage = readCookie(LOCALE_COOKIE_NAME);
  // A lander's slug names its language (spec point 9): the first paint is in it; the lander stores it.
  const language =
    languageOfLanderPath(location.pathname) ??
    (isLanguage(cookieLanguage) ? cookieLanguage : initialLanguage(await settings.catch(() => null)));
  await Promise.all([startI18n(language), settings.catch(() => null), chunks]);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
  // The service worker is for the next visit: it waits until this one has loaded and settled.
  const registerLater = () =>
    setTimeout(() => void import('./lib/service-worker').then((module) => module.registerServiceWorker()), 3_000);
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}

void boot();
