// Every console screen of the menu, and a member's and a site's page, in the console's other languages (German
// and Dutch) at both widths: axe on each, a sideways scroll fails. The other console journeys act in English.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONSOLE_LANGUAGES } from '@app/shared';
import { leftScreenGone, moveInPlace, pageErrors, useBrowser, WIDTHS } from './browser';
import { expectNoSideScroll, lookAt } from './look-at';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
/** The console menu's screens (console-screens.ts, which a journey cannot import), and two reached from lists. */
const SCREENS = [
  'dashboard',
  'inbox',
  'floor',
  'complaints',
  'photos',
  'texts',
  'contacts',
  'members',
  'members/1',
  'sites',
  'sites/1',
  'company',
  'prices',
  'gifts',
  'discounts',
  'postbacks',
  'fictional',
  'staff',
  'audit',
  'jobs',
];

/** A console screen has settled when its heading is there and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await page.locator('.console-main h1:not([data-left])').first().waitFor();
  await leftScreenGone(page);
  await page.waitForFunction(
    () => !document.querySelector('.console-main .console-loading, .console-main [aria-busy="true"]'),
  );
}

describe('console screens in German and Dutch', () => {
  const browser = useBrowser();

  // One login for both languages: a second login of the same account waits for the next authenticator code.
  it('every screen, at both widths', async () => {
    const page = await browser.open(desktop);
    await loginAsStaff(page, 'admin', '/admin/dashboard');
    for (const language of CONSOLE_LANGUAGES.filter((code) => code !== 'en')) {
      await page.locator('header select').selectOption(language);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await visitEveryScreen(page, language);
    }
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});

async function visitEveryScreen(page: Page, language: string): Promise<void> {
  for (const path of SCREENS) {
    // In place, through the router, as a staff member moves between screens (the first is where the login ends).
    if (new URL(page.url()).pathname !== `/admin/${path}`)
      await moveInPlace(page, `/admin/${path}`, '.console-main h1');
    await settled(page);
    await lookAt(page, `console-${path.replace('/', '-')}`, { bothWidths: true });
    await page.setViewportSize({ width: phone.width, height: phone.height });
    // Charts redraw for the new width on a later frame: give them a moment before judging the width.
    await page
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, null, {
        timeout: 3_000,
      })
      .catch(() => undefined);
    await expectNoSideScroll(page, `console ${path} (${language}, ${phone.width} px)`);
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
  }
}
