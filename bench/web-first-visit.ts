// What one first visit of a page downloads, as a phone on a fresh cache sees it: the bench:web measurements.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { at } from '../scripts/build-if-stale.mjs';

const distDir = at('apps/web/dist');

/** The locale cookie (`LOCALE_COOKIE_NAME` in packages/shared): a returning visitor's chosen language. */
const LOCALE_COOKIE = 'i18n_redirected';
/** After the network is idle, a short wait catches chunks that a screen asks for once its data arrived. */
const SETTLE_MS = 1_000;

export interface TFirstVisit {
  /** gzip -9 bytes of every script the page fetched (the budget's unit, whatever encoding the server sent). */
  jsGzip: number;
  /** Script requests, module preloads included: each costs a round trip on a phone. */
  scripts: number;
  cssGzip: number;
  /** Image and video bytes over the wire until the page is idle, before any interaction. */
  mediaBefore: number;
  /** Media bytes once the visitor scrolled and tapped (what an interaction starts). */
  mediaAfter: number;
  /** Each script's path and gzip bytes, for `--files`. */
  files: Array<[string, number]>;
}

export interface TVisitOptions {
  language: string;
  /** Sets up the context before the visit (e.g. logs a member in). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** Interacts after the idle measurement, to show what waits for the visitor (the lander video). */
  interact?: boolean;
}

const gzipCache = new Map<string, number>();
/** gzip -9 size of a built file of apps/web/dist (0 for a file that is not there). */
function gzipOfAsset(pathname: string): number {
  if (!gzipCache.has(pathname)) {
    const file = path.join(distDir, pathname);
    gzipCache.set(pathname, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipCache.get(pathname)!;
}

const isScript = (url: string, type: string) => type === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);

/** Visits `url` in a fresh context at 375 px and adds up what it fetched. */
export async function measureFirstVisit(browser: Browser, url: string, options: TVisitOptions): Promise<TFirstVisit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  try {
    await context.addCookies([{ name: LOCALE_COOKIE, value: options.language, url }]);
    await options.prepare?.(context);
    const page = await context.newPage();
    const figures: TFirstVisit = { jsGzip: 0, scripts: 0, cssGzip: 0, mediaBefore: 0, mediaAfter: 0, files: [] };
    let interacted = false;
    // Scripts and styles are counted when asked for (a preloaded chunk may never report 'finished') and sized
    // from the built file, gzip -9, whatever encoding the server chose.
    const seen = new Set<string>();
    page.on('request', (request) => {
      if (interacted) return;
      const type = request.resourceType();
      const url = request.url();
      const script = isScript(url, type);
      if ((!script && type !== 'stylesheet') || seen.has(url)) return;
      seen.add(url);
      const gzip = gzipOfAsset(new URL(url).pathname);
      if (script) {
        figures.scripts += 1;
        figures.jsGzip += gzip;
        figures.files.push([new URL(url).pathname, gzip]);
      } else figures.cssGzip += gzip;
    });
    // Media over the wire; a download cut short (the element changed source) still used the connection.
    const pending: Promise<void>[] = [];
    const addMedia = (request: Request) => {
      const type = request.resourceType();
      if (type !== 'image' && type !== 'media') return;
      const before = !interacted;
      pending.push(
        request
          .sizes()
          .then((sizes) => {
            if (before) figures.mediaBefore += sizes.responseBodySize;
            else figures.mediaAfter += sizes.responseBodySize;
          })
          .catch(() => undefined),
      );
    };
    page.on('requestfinished', addMedia);
    page.on('requestfailed', addMedia);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    if (options.interact) {
      interacted = true;
      await interact(page);
    }
    await Promise.all(pending);
    return figures;
  } finally {
    await context.close();
  }
}

/** What a visitor does first: scrolls a little and touches the page (outside any call to action). */
async function interact(page: Page): Promise<void> {
  await page.mouse.wheel(0, 200);
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(3_000);
}
