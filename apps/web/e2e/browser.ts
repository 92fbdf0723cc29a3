// One Chromium for a journey file; pages at the two widths every journey runs at.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const errorsOf = new WeakMap<Page, string[]>();
let visitors = 0;

/** A distinct address for each fresh visitor (the test site trusts the loopback proxy header). */
function nextVisitorAddress(): string {
  visitors += 1;
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The base address of the site the global setup started, for another host name of the same server. */
export function siteUrl(pathname = '/', host = 'localhost'): string {
  const base = new URL(inject('baseUrl'));
  base.hostname = host;
  return new URL(pathname, base).toString();
}

/** Launches Chromium once for the file; `open` gives a fresh visitor (no cookies, no storage) at a width. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
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
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      errorsOf.set(page, errors);
      return page;
    },
  };
}

/** Errors thrown in the page since it opened: a journey ends with none. */
export function pageErrors(page: Page): string[] {
  return errorsOf.get(page) ?? [];
}
