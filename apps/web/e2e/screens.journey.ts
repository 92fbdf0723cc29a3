// A tour of the member's screens in English, German and Dutch at both widths: each one is photographed,
// checked by axe-core, and may not scroll sideways (long German and Dutch words are where layouts break).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '@app/shared';
import { leftScreenGone, moveInPlace, pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { skipEntryWarning } from './accounts';
import { sendTextByApi } from './chat-api';
import { expectNoSideScroll, lookAt } from './look-at';

const TOUR_LANGUAGES = ['en', 'de', 'nl'] as const;

/** Logs the page in as the demo member by the login call, as the login form does. */
async function logInDemo(page: Page): Promise<void> {
  const login = await page.request.post(siteUrl('/api/user.php'), {
    data: { email: 'demo@example.com', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
}

/** The first id the member's own list call answers with, to open one conversation and one profile. */
async function firstId(page: Page, pathname: string, pick: (body: never) => number | undefined): Promise<number> {
  const answer = await page.request.get(siteUrl(pathname));
  expect(answer.status()).toBe(200);
  const id = pick((await answer.json()) as never);
  expect(id, `an id from ${pathname}`).toBeTypeOf('number');
  return id!;
}

/**
 * Opens a screen the way a member moves inside the app (the router follows the address, no page load: the
 * first screen of a tour is loaded, the others are reached in place, which keeps the tour short) and waits until
 * it has its heading and its placeholders are gone. A screen that is photographed also waits for its pictures.
 */
async function visit(page: Page, pathname: string, look: boolean): Promise<void> {
  const here = page.url().startsWith(siteUrl('/')) ? new URL(page.url()).pathname : null;
  // A screen inside the one being left (a conversation beside the chat list) shares its heading: loaded afresh.
  if (here !== null && !pathname.startsWith(`${here}/`)) {
    await moveInPlace(page, pathname, 'main h1');
  } else {
    await page.goto(siteUrl(pathname));
  }
  await page.waitForURL(siteUrl(pathname));
  await page.locator('main h1:not([data-left]), main [role="heading"][aria-level="1"]').first().waitFor();
  await leftScreenGone(page);
  await page
    .locator('.placeholder-glow, .spinner-border')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  // A page load's 'networkidle' does not come again after an in-place move: wait for the pictures themselves.
  // Pictures the browser defers until they are scrolled to are left for the screenshot to draw as they are.
  if (look)
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
}

/** The narrowest phone the issue names: every language must fit, without the photographs and axe of the tour. */
const SMALL_PHONE = { name: 'small phone', width: 320, height: 640 } as const;

async function tour(page: Page, language: string, look: boolean): Promise<void> {
  await skipEntryWarning(page);
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: siteUrl('/') }]);
  await logInDemo(page);
  const memberId = await firstId(
    page,
    '/api/members.php',
    (body: { results: Array<{ id: number }> }) => body.results[0]?.id,
  );
  // The demo member's first conversation, or one they start the way a member does.
  const chats = (await (await page.request.get(siteUrl('/api/chats.php'))).json()) as {
    chats: Array<{ conversation: { id: number } }>;
  };
  const chatId =
    chats.chats[0]?.conversation.id ?? (await sendTextByApi(page, memberId, 'Hello there!')).body.conversation?.id;
  expect(chatId).toBeTypeOf('number');
  const screens: Array<[string, string]> = [
    ['home', '/'],
    ['search', '/members'],
    ['member', `/members/${memberId}`],
    ['likes', '/likes'],
    ['chats', '/chats'],
    ['conversation', `/chats/${chatId}`],
    ['my-profile', '/profile'],
    ['credits', '/credits'],
    ['pricing', '/pricing'],
    ['premium', '/premium'],
    ['match-finder', '/match-finder'],
    ['swipe', '/swipe-game'],
    ['settings', '/settings'],
    ['notifications', '/notifications'],
    ['complaints', '/complaints'],
    ['transactions', '/transactions'],
  ];
  for (const [name, pathname] of screens) {
    await visit(page, pathname, look);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await expectNoSideScroll(page, `${language} ${name}`);
    if (look) await lookAt(page, name);
  }
  expect(pageErrors(page)).toEqual([]);
  // A login keeps the device's language on the account (decision 023): the demo member goes back to English
  // the same way, for the journeys after this one.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: siteUrl('/') }]);
  await logInDemo(page);
}

describe.each(WIDTHS)('member screens at $width px', (viewport) => {
  const browser = useBrowser();

  // Every member screen in one language, each checked by axe: 35-58 s on a slow two-core machine, where the suite's
  // 60 s for one journey step ended one of them in CI.
  it.each(TOUR_LANGUAGES)(
    '%s: every screen is readable, accessible and fits the width',
    async (language) => {
      await tour(await browser.open(viewport), language, true);
    },
    180_000,
  );
});

describe('member screens at 320 px', () => {
  const browser = useBrowser();

  it.each([...LANGUAGES])('%s: every screen fits the width', async (language) => {
    await tour(await browser.open(SMALL_PHONE), language, false);
  });
});
