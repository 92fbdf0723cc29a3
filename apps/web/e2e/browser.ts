// One Chromium for a journey file; pages at the two widths every journey runs at.
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';

export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** How long a journey waits for the screen to show something: locators and `expect.poll` alike. */
const WAIT_MS = 10_000;
/** A navigation loads the page and its script chunks: the slowest step on a busy machine, never a wait for state. */
const NAVIGATION_MS = 30_000;

const errorsOf = new WeakMap<Page, string[]>();

/**
 * Chromium logs every answer that is not 2xx as a console error. A 4xx is the API saying no in its own words
 * (logged out, out of credits, a wrong password), which the screen handles; a 5xx stays an error.
 */
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d\b/;
/** Journeys block service workers (each visitor starts fresh); Chromium says so when the app registers one. */
const HARNESS_NOTE = /^Service Worker registration blocked by Playwright/;

/** What the page said on its console that a journey may not let pass: errors and warnings of our code. */
export function isConsoleFault(type: string, text: string): boolean {
  if (type !== 'error' && type !== 'warning') return false;
  return !EXPECTED_REFUSAL.test(text) && !HARNESS_NOTE.test(text);
}
let visitors = 0;

/** A distinct address for each fresh visitor (the test site trusts the loopback proxy header). */
function nextVisitorAddress(): string {
  visitors += 1;
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Set JOURNEY_API_JITTER_MS=<ms> to hold each of the page's own API calls back by a random 0–<ms> ms: a slow,
 * noisy machine on demand, which shows a journey that reads the screen before it has caught up with an action.
 */
const API_JITTER_MS = Number(process.env.JOURNEY_API_JITTER_MS) || 0;

/** The base address of this worker's site (global setup starts one per worker), for a host name of that server. */
export function siteUrl(pathname = '/', host = 'localhost'): string {
  const sites = inject('siteUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const base = new URL(sites[(worker - 1) % sites.length]!);
  base.hostname = host;
  return new URL(pathname, base).toString();
}

/**
 * Moves to `target` the way a member moves inside the app: through the router, no page load. The screen being
 * left keeps its headings (`headings`) until the next screen's code has loaded, so they are marked `data-left`:
 * the caller then waits for a heading without the mark, which is the new screen's.
 */
export async function moveInPlace(page: Page, target: string, headings: string): Promise<void> {
  await page.evaluate(
    ([to, selector]) => {
      for (const heading of document.querySelectorAll(selector)) heading.setAttribute('data-left', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [target, headings] as const,
  );
  await page.waitForURL((url) => url.pathname === new URL(target, url).pathname);
}

/**
 * After `moveInPlace`: the screen that was left is gone. Its marked headings must leave the page once the new
 * screen shows (Preact's Suspense once kept the old screen's elements beside the new one).
 */
export async function leftScreenGone(page: Page): Promise<void> {
  await page.locator('[data-left]').first().waitFor({ state: 'detached', timeout: 5_000 });
}

/** Launches Chromium once for the file; `open` gives a fresh visitor (no cookies, no storage) at a width. */
export function useBrowser() {
  let browser: Browser;
  /**
   * Visitors opened by the running test, closed when it ends: a page left open keeps its timers, sockets and
   * animations running, and every later test of the file waited on a browser busy with all of them.
   * Visitors opened in `beforeAll` live for the file.
   */
  let testRunning = false;
  const contextsOfTest: BrowserContext[] = [];
  /** Pages opened by the running test: it fails when any of them threw or wrote an error or warning. */
  const pagesOfTest: Page[] = [];
  beforeEach(() => {
    testRunning = true;
  });
  afterEach(async () => {
    testRunning = false;
    const faults = pagesOfTest.splice(0).flatMap((page) => pageErrors(page));
    await Promise.all(contextsOfTest.splice(0).map((context) => context.close().catch(() => undefined)));
    if (faults.length > 0) throw new Error(`The page had errors on its console:\n${faults.join('\n')}`);
  });
  beforeAll(async () => {
    // Vitest's `expect.poll` gives up after 1 s, too soon on a busy machine: it waits as long as a locator here.
    vi.setConfig({ expect: { poll: { timeout: WAIT_MS, interval: 50 } } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(viewport: { width: number; height: number }, locale = 'en-GB'): Promise<Page> {
      const context = await browser.newContext({
        viewport,
        locale,
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress() },
      });
      if (testRunning) contextsOfTest.push(context);
      // The site is the production build, which shows a missing text's key without a word: asked for here, it
      // says so on the console (i18n/i18n.ts), which fails the journey like any other console error.
      await context.addInitScript(() => {
        (window as { reportMissingTexts?: boolean }).reportMissingTexts = true;
      });
      if (API_JITTER_MS > 0)
        await context.route('**/api/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * API_JITTER_MS));
          await route.continue().catch(() => undefined);
        });
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT_MS);
      page.setDefaultNavigationTimeout(NAVIGATION_MS);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (isConsoleFault(message.type(), message.text()))
          errors.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
      });
      errorsOf.set(page, errors);
      pagesOfTest.push(page);
      return page;
    },
  };
}

/** Errors thrown in the page, and errors and warnings on its console, since it opened: a journey ends with none. */
export function pageErrors(page: Page): string[] {
  return errorsOf.get(page) ?? [];
}

/**
 * The answer to the page's own call `method pathname` whose query has these values (others may be there too).
 * Start waiting before the action that makes the call, await after it: a screen that changes before the server
 * has answered (optimistic updates, a previous result kept while the next loads) is no sign the call is done.
 */
export function apiAnswer(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathname: string,
  query: Record<string, string> = {},
): Promise<Response> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === method &&
      url.pathname === pathname &&
      Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
  // When the action itself fails the answer is never awaited: its timeout is then no second, unhandled error.
  answer.catch(() => undefined);
  return answer;
}

/** A call from inside the page (a site's host name resolves only in the browser), answering status and body. */
export async function callInPage<T>(
  page: Page,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body && { body: JSON.stringify(body) }),
      });
      return { status: answer.status, body: await answer.json() };
    },
    { method, path, body },
  );
}
