import { describe, expect, it } from 'vitest';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { skipEntryWarning } from './accounts';
import { lookAt } from './look-at';

const DEMO = { email: 'demo@example.com', password: 'demo1234', name: 'Alex' };

describe.each(WIDTHS)('web shell at $width px ($name)', (viewport) => {
  const browser = useBrowser();

  it('shows the landing with the entry warning, which stays closed after a reload', async () => {
    const page = await browser.open(viewport);
    await page.goto(siteUrl('/'));
    // The site's own index title (console, site settings) for English.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /Amora – meet singles near you/,
    );
    const warning = page.getByRole('dialog', { name: /Before you enter/ });
    await warning.waitFor();
    await lookAt(page, 'entry-warning');
    await page.getByRole('button', { name: /I am 18 or older/ }).click();
    await warning.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await warning.count()).toBe(0);
    expect(await page.locator('.member-card').count()).toBeGreaterThan(0);
    await lookAt(page, 'landing');
    expect(pageErrors(page)).toEqual([]);
  });

  it("a first visit without the cookie reads the browser's language, and does not store it as a choice", async () => {
    const page = await browser.open(viewport, 'de-DE');
    await page.goto(siteUrl('/'));
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    // No own German index title on Amora: the catalogue's, with the site's name.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Amora – triff Erwachsene/);
    expect((await page.context().cookies()).find((entry) => entry.name === 'i18n_redirected')).toBeUndefined();
    expect(pageErrors(page)).toEqual([]);
  });

  it('switches to German: the cookie survives a reload and the address has no language prefix', async () => {
    const page = await browser.open(viewport);
    await page.goto(siteUrl('/lang-config'));
    await page.getByRole('button', { name: /I am 18 or older/ }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Deutsch/ })
      .waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sprache' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/lang-config');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    // 365 days, give or take the seconds the test took.
    expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeCloseTo(365, 0);

    await page.goto(siteUrl('/'));
    await page.getByRole('link', { name: 'Anmelden' }).first().waitFor();
    await lookAt(page, 'landing');
    expect(pageErrors(page)).toEqual([]);
  });

  it('logs in with the demo member, shows name and thumbnail, and logs out to /', async () => {
    const page = await browser.open(viewport);
    await skipEntryWarning(page);
    await page.goto(siteUrl('/login'));
    await page.getByLabel('E-mail address').waitFor();
    await lookAt(page, 'login');
    await page.getByLabel('E-mail address').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.waitForURL(/\/members(\?|$)/);

    // A phone has the sections in a tab bar at the bottom; a wide screen in the top navigation.
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    if (viewport.width < 768) {
      for (const name of ['Search', 'Likes', 'Messages', 'Profile']) await tabs.getByRole('link', { name }).waitFor();
      const box = await tabs.boundingBox();
      expect(box && Math.round(box.y + box.height)).toBe(viewport.height);
    } else {
      expect(await tabs.isVisible()).toBe(false);
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Messages' }).waitFor();
    }
    const account = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => account.getByTestId('account-name').textContent()).toBe(DEMO.name);
    // The thumbnail is in the page before its image has loaded.
    const thumbnail = account.locator('img.avatar-thumb');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await lookAt(page, 'search');

    // On / a member gets their home, not the landing page: its four sections.
    await page.goto(siteUrl('/'));
    await page.getByRole('heading', { level: 1, name: `Hi ${DEMO.name}!` }).waitFor();
    for (const name of ['New likes', 'Conversations', 'Your matches', 'Suggestions for you'])
      await page.getByRole('region', { name }).waitFor();
    expect(await page.getByText(/Meet adults near you/).count()).toBe(0);
    // Nothing sideways at a phone's width, with the tab bar below.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await account.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows the 404 page for an unknown address, with a way back home', async () => {
    const page = await browser.open(viewport);
    await page.goto(siteUrl('/no-such-page/at-all'));
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the home page' }).waitFor();
    await lookAt(page, 'not-found');
    expect(pageErrors(page)).toEqual([]);
  });
});
