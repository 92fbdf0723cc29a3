import { describe, expect, it } from 'vitest';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { skipEntryWarning } from './accounts';

const DEMO = { email: 'demo@example.com', password: 'demo1234', name: 'Alex' };

describe.each(WIDTHS)('web shell at $width px ($name)', (viewport) => {
  const browser = useBrowser();

  it('shows the landing with the entry warning, which stays closed after a reload', async () => {
    const page = await browser.open(viewport);
    await page.goto(siteUrl('/'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Meet adults near you/);
    const warning = page.getByRole('dialog', { name: /Before you enter/ });
    await warning.waitFor();
    await page.getByRole('button', { name: /I am 18 or older/ }).click();
    await warning.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await warning.count()).toBe(0);
    expect(await page.locator('.member-card').count()).toBeGreaterThan(0);
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
    expect(pageErrors(page)).toEqual([]);
  });

  it('logs in with the demo member, shows name and thumbnail, and logs out to /', async () => {
    const page = await browser.open(viewport);
    await skipEntryWarning(page);
    await page.goto(siteUrl('/login'));
    await page.getByLabel('E-mail address').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.waitForURL(/\/members(\?|$)/);

    if (viewport.width < 768) await page.getByRole('button', { name: 'Open or close the menu' }).click();
    const account = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => account.getByTestId('account-name').textContent()).toBe(DEMO.name);
    // The thumbnail is in the page before its image has loaded.
    const thumbnail = account.locator('img.avatar-thumb');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);

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
    expect(pageErrors(page)).toEqual([]);
  });
});
