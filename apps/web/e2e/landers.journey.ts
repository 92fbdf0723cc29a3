import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANDER_NAMES } from '../src/routes';
import { signUpInModal, skipEntryWarning, uniqueEmail } from './accounts';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';

const [phone, desktop] = WIDTHS;
const LANGUAGES = ['en', 'nl', 'de'] as const;
const slugOf = (language: (typeof LANGUAGES)[number]) => (language === 'en' ? 'eng' : language);
const SITE_ICON = '✦';

/** A member of the demo site that the landers put forward (fictional, with a photo). */
let demoMember: { id: number; name: string };

/** The checks every lander passes: language, a loaded member photo, the fictional warning, the signup CTA. */
async function checkLander(page: Page, language: string): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
  // Only visible photos count: on a phone the swipe deck hides the members peeking out beside it.
  const photo = page.locator('main .lander-photo img:visible').first();
  await photo.waitFor();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  const warning = page.locator('main .lander-fictional').first();
  await warning.waitFor();
  expect(await warning.innerText()).toContain(SITE_ICON);
  expect(await page.locator('main .fictional-mark').count()).toBeGreaterThan(0);

  // The big call to action at the end of the page (map pins are calls to action too, and may overlap).
  await page.locator('main [data-lander-cta="signup"]:visible').last().click();
  const modal = page.getByRole('dialog');
  await modal.locator('.signup-flow').waitFor();
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  expect(pageErrors(page)).toEqual([]);
}

beforeAll(async () => {
  const answer = await fetch(siteUrl('/api/lander.php?count=1'));
  const { profiles } = (await answer.json()) as { profiles: { id: number; name: string }[] };
  demoMember = profiles[0]!;
});

describe('general landers and tinderswipe in English, Dutch and German', () => {
  const browser = useBrowser();
  const general = LANDER_NAMES.filter((name) => name !== 'video' && name !== 'transitionsvideolanding');

  it.each(general)('%s', async (name) => {
    for (const language of LANGUAGES) {
      const page = await browser.open(language === 'de' ? desktop : phone);
      await skipEntryWarning(page);
      await page.goto(siteUrl(`/landers/${name}/${slugOf(language)}`));
      await checkLander(page, language);
      await lookAt(page, name);
      // The slug's language is kept, as the language switcher keeps it, and the lander's links carry it.
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe(language);
      await page.locator(`main a[href="/landers/gallery/${slugOf(language)}"]`).waitFor({ state: 'attached' });
    }
  });

  it('tinderswipe (its language from the cookie: the route has no slug)', async () => {
    for (const language of LANGUAGES) {
      const page = await browser.open(phone);
      await skipEntryWarning(page);
      await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: siteUrl('/') }]);
      await page.goto(siteUrl('/landers/tinderswipe'));
      await checkLander(page, language);
      await lookAt(page, 'tinderswipe');
    }
  });

  it('the icons lander names the interests in the language of its address, before any cookie says so', async () => {
    const page = await browser.open(phone);
    await skipEntryWarning(page);
    await page.goto(siteUrl('/landers/iconslanding/milf-pl'));
    await page.locator('main .lander-chip', { hasText: 'Wino' }).waitFor();
    expect(await page.locator('main .lander-chip', { hasText: /^\s*Wine\s*$/ }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it.each([
    ['gallery', 'pl', 'en'],
    ['collagelanding', 'en', 'pl'],
  ] as const)(
    'the %s lander is drawn with the page, before its scripts run, and the app draws over it moving nothing (issue 19)',
    async (name, phoneLanguage, desktopLanguage) => {
      /** Where the first screen's parts are, and what they say: the invitation and the first four members. */
      const layoutOf = (page: Page) =>
        page.evaluate(() =>
          (
            [
              ['.lander-online', 1],
              ['h1', 1],
              ['.lander-lead', 1],
              // The first call to action, with its note where it has one.
              ['.lander-cta', 1],
              ['.lander-tile', 4],
            ] as const
          ).flatMap(([selector, count]) =>
            [...document.querySelectorAll(`main ${selector}`)].slice(0, count).map((element) => {
              const box = element.getBoundingClientRect();
              const text = (element as HTMLElement).innerText;
              return `${selector} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${text}`;
            }),
          ),
        );
      for (const [viewport, language] of [
        [phone, phoneLanguage],
        [desktop, desktopLanguage],
      ] as const) {
        const page = await browser.open(viewport);
        await skipEntryWarning(page);
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/*.js', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(siteUrl(`/landers/${name}/${language === 'en' ? 'eng' : language}`), { waitUntil: 'commit' });
        const picture = page.locator('main .lander-tile img').first();
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
        const drawn = await layoutOf(page);
        expect(drawn.length).toBeGreaterThanOrEqual(7);
        const cta = page.locator('main [data-lander-cta="signup"]').first();
        expect(await cta.isDisabled()).toBe(true);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        await lookAt(page, `${name}-before-scripts`);
        release();
        await expect.poll(() => cta.isEnabled()).toBe(true);
        expect(await layoutOf(page)).toEqual(drawn);
        await cta.click();
        await page.getByRole('dialog').locator('.signup-flow').waitFor();
      }
    },
  );

  it('an unknown lander is a 404 inside the lander layout', async () => {
    const page = await browser.open(phone);
    await page.goto(siteUrl('/landers/nonexistent/eng'));
    await page.locator('main[data-layout="lander"] h1').waitFor();
    expect(await page.locator('main').innerText()).toContain('This page could not be found');
  });
});

describe('video landers: a video once the server has made it, a slideshow until then', () => {
  const browser = useBrowser();

  it.each(['video', 'transitionsvideolanding'])(
    '%s',
    async (name) => {
      for (const language of LANGUAGES) {
        const page = await browser.open(language === 'nl' ? desktop : phone);
        await skipEntryWarning(page);
        await page.goto(siteUrl(`/landers/${name}/${slugOf(language)}`));
        await page.locator('.video-slides .lander-photo').first().waitFor({ state: 'attached' });
        await checkLander(page, language);
        if (language !== 'en') continue;
        // Until the visitor does something, the video (about 1 MB) is not fetched; a scroll starts it.
        expect(
          await page
            .locator('video')
            .evaluateAll((videos: HTMLVideoElement[]) => videos.every((video) => video.readyState === 0)),
        ).toBe(true);
        await page.mouse.wheel(0, 40);
        // The first request starts making the video (10–20 s); the page asks every 3 s.
        const played = await page
          .waitForFunction(() => [...document.querySelectorAll('video')].some((video) => video.readyState >= 2), null, {
            timeout: 40_000,
          })
          .then(() => true)
          .catch(() => false);
        const slideshow = await page.locator('.video-slides .lander-photo').count();
        console.log(`${name}: ${played ? 'video playing' : 'slideshow only'}`);
        expect(played || slideshow > 0).toBe(true);
        if (played) {
          const sources = await page
            .locator('video source')
            .evaluateAll((elements) => elements.map((element) => element.getAttribute('type')));
          expect(sources).toEqual(['video/webm', 'video/mp4']);
          expect(await page.locator('video').getAttribute('poster')).toMatch(/^\/media\//);
        }
      }
    },
    150_000,
  );
});

describe('member landers', () => {
  const browser = useBrowser();

  it.each(['landing', 'landing2', 'landing3'])('/members/{id}/%s in three languages', async (variant) => {
    for (const language of LANGUAGES) {
      const page = await browser.open(language === 'nl' ? desktop : phone);
      await skipEntryWarning(page);
      if (variant === 'landing')
        await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: siteUrl('/') }]);
      const slug = variant === 'landing' ? '' : `/${slugOf(language)}`;
      await page.goto(siteUrl(`/members/${demoMember.id}/${variant}${slug}`));
      await page.getByRole('heading', { level: 1, name: new RegExp(demoMember.name) }).waitFor();
      await lookAt(page, `member-${variant}`);
      await checkLander(page, language);
    }
  });

  it('a member who is not there gives a page that leads to the others', async () => {
    const page = await browser.open(phone);
    await skipEntryWarning(page);
    await page.goto(siteUrl('/members/999999999/landing2/eng'));
    await page.getByRole('heading', { level: 1, name: 'This member is not available right now' }).waitFor();
    await lookAt(page, 'member-lander-missing', { bothWidths: true });
    await page.getByRole('link', { name: 'Meet other members' }).click();
    await page.waitForURL(/\/landers\/gallery\/eng$/);
    expect(pageErrors(page)).toEqual([]);
  });

  it('signs up from a member lander and lands in the chat with that member', async () => {
    const page = await browser.open(phone);
    await skipEntryWarning(page);
    await page.goto(siteUrl(`/members/${demoMember.id}/landing3/eng`));
    await page.getByRole('button', { name: `Sign up to chat with ${demoMember.name}` }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText(`Sign up to chat with ${demoMember.name}`).waitFor();
    await signUpInModal(modal, uniqueEmail('robin'));
    await page.waitForURL(new RegExp(`/members/${demoMember.id}/chat$`));
    expect(pageErrors(page)).toEqual([]);
  });

  it('/members/{id}/signup puts the member above the signup steps', async () => {
    const page = await browser.open(desktop);
    await skipEntryWarning(page);
    await page.goto(siteUrl(`/members/${demoMember.id}/signup`));
    await page.locator('main[data-layout="empty"] h1').waitFor({ state: 'attached' });
    const intro = page.locator('.member-intro');
    await intro.getByText(`Create your free account and chat with ${demoMember.name}.`).waitFor();
    await intro.locator('img').waitFor();
    await page.locator('.signup-flow').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('signup from landers keeps the traffic source', () => {
  const browser = useBrowser();

  it('a visitor from an ad network signs up through the gallery modal; the member keeps network, ref and sub1', async () => {
    const page = await browser.open(phone);
    await skipEntryWarning(page);
    await page.goto(siteUrl('/landers/gallery/eng?network=adnet&ref=r1&sub1=s1'));
    await page.locator('main .lander-tile').first().waitFor();
    // The big call to action at the end of the page (map pins are calls to action too, and may overlap).
    await page.locator('main [data-lander-cta="signup"]:visible').last().click();
    const modal = page.getByRole('dialog');
    await signUpInModal(modal, uniqueEmail('adnet'));
    await page.waitForURL(/\/signup-matches$/);

    const exported = (await (await page.request.get(siteUrl('/api/export.php'))).json()) as {
      traffic_source: { network: string; ref: string; sub1: string; sub2: string | null };
    };
    expect(exported.traffic_source).toMatchObject({ network: 'adnet', ref: 'r1', sub1: 's1' });
    expect(pageErrors(page)).toEqual([]);
  });

  it('the swipe lander opens the signup on a like, naming the member', async () => {
    const page = await browser.open(phone);
    await skipEntryWarning(page);
    await page.goto(siteUrl('/landers/tinderswipe?network=adnet'));
    const like = page.getByRole('button', { name: /^Like / });
    const name = (await like.getAttribute('aria-label'))!.replace(/^Like /, '');
    await like.click();
    const modal = page.getByRole('dialog');
    await modal.getByText(`${name} likes you too. Sign up to chat!`).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    // Three swipes without a like open it too.
    // A tap while the card is still flying off is ignored, so each pass waits for the next card.
    for (let swipe = 0; swipe < 2; swipe++) {
      const pass = page.getByRole('button', { name: /^Pass on / });
      const passed = (await pass.getAttribute('aria-label'))!;
      await pass.click();
      if (swipe === 0) await page.getByRole('button', { name: passed }).waitFor({ state: 'detached' });
    }
    await modal.getByText(/likes you\. Sign up to chat!/).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('login links', () => {
  const browser = useBrowser();

  it('an expired or used link goes to the login with a notice', async () => {
    const page = await browser.open(phone);
    await skipEntryWarning(page);
    await page.goto(siteUrl(`/${'x'.repeat(43)}`));
    await page.waitForURL(/\/login\?link=invalid$/);
    await page.getByText('This login link has expired or was already used. Please log in.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await lookAt(page, 'login-link-expired', { bothWidths: true });
    expect(pageErrors(page)).toEqual([]);
  });
});
