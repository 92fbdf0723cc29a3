// Site administration in the console: settings, prices, staff accounts, fictional profiles, discount codes, audit log.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAnswer, pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
/** The second demo site: the fictional profile made here lives there, away from the main site's search. */
const SECOND_SITE = 'Flirtpunt';

interface TSettingsAnswer {
  settings: { name: string; minimum_message_costs: Record<string, { costs: number; currency: string }> };
}
interface TAdminSite {
  id: number;
  name: string;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  support_email: string;
}

async function publicSettings(page: Page) {
  const answer = await page.request.get(siteUrl('/api/settings.php'));
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as TSettingsAnswer).settings;
}

async function publicPackages(page: Page) {
  const answer = await page.request.get(siteUrl('/api/packages.php'));
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { packages: Array<{ id: number; credits: number; price_cents: number }> }).packages;
}

/** The page has no sideways scrolling: wide tables scroll inside their own box. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

describe('console: site administration', () => {
  const browser = useBrowser();
  let admin: Page;
  /** The main site's settings as the journey found them, put back at the end whatever happens. */
  let original: TAdminSite | null = null;

  beforeAll(async () => {
    admin = await browser.open(desktop);
    await loginAsStaff(admin, 'admin', '/admin/sites');
  });

  afterAll(async () => {
    if (!original || !admin) return;
    await admin.request.put(siteUrl('/api/admin/site.php'), {
      data: {
        id: original.id,
        minimum_message_costs: original.minimum_message_costs,
        support_email: original.support_email,
      },
    });
  });

  it('changes a site setting, adds a price, creates a staff account, and the audit log shows it all (desktop)', async () => {
    const page = admin;
    await page.getByRole('heading', { level: 1, name: 'Sites' }).waitFor();
    await lookAt(page, 'sites', { bothWidths: true });
    const row = page.getByRole('row').filter({ hasText: 'localhost' }).first();
    await row.getByText('1 – General').waitFor();
    await row.getByRole('link', { name: 'Amora' }).click();
    await page.waitForURL(/\/admin\/sites\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Amora' }).waitFor();
    await lookAt(page, 'site', { bothWidths: true });
    const siteId = Number(/\/admin\/sites\/(\d+)$/.exec(page.url())![1]);
    original = (
      (await (await page.request.get(siteUrl(`/api/admin/site.php?id=${siteId}`))).json()) as { site: TAdminSite }
    ).site;

    // The form checks with the server's schema and shows its words beside the field; undo brings the stored value back.
    const supportEmail = page.getByLabel('Support e-mail address');
    await supportEmail.fill('not-an-address');
    await page.getByText('1 unsaved change').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Enter a valid e-mail address, like name@example.com.').waitFor();
    await expect.poll(() => supportEmail.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Undo changes' }).click();
    await expect.poll(() => supportEmail.inputValue()).toBe(original.support_email);

    // New Zealand's minimum message cost goes from 2 to 4; members get it with their next settings call.
    expect(original.minimum_message_costs.NZ?.costs).toBe(2);
    await page.getByLabel('Minimum cost in New Zealand').fill('4');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expect
      .poll(async () => (await publicSettings(page)).minimum_message_costs.NZ)
      .toEqual({ costs: 4, currency: 'NZD' });

    // A new package for the main site in euros appears in the packages members are offered.
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Packages and prices' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Packages and prices' }).waitFor();
    await lookAt(page, 'packages', { bothWidths: true });
    await page.getByRole('button', { name: 'Add a package' }).click();
    const form = page.getByRole('form', { name: 'Add the package' });
    await expect(form.getByLabel('Currency').inputValue()).resolves.toBe('EUR');
    await form.getByLabel('Credits').fill('77');
    await form.getByLabel('Price').fill('12,34');
    await form.getByLabel('Style').selectOption('p1');
    await form.getByLabel('Position').fill('99');
    await form.getByRole('button', { name: 'Add the package' }).click();
    await form.waitFor({ state: 'detached' });
    const euros = page.getByRole('region', { name: 'Packages in EUR' });
    const added = euros.getByRole('row').filter({ hasText: '€12.34' });
    await added.getByText('77', { exact: true }).waitFor();
    await expect
      .poll(async () => (await publicPackages(page)).some((pack) => pack.credits === 77 && pack.price_cents === 1234))
      .toBe(true);
    // Taken off sale again, so the other journeys see the demo packages only.
    await added.getByRole('button', { name: 'Take off sale: 77 credits for €12.34' }).click();
    await added.getByText('Off sale', { exact: true }).waitFor();
    expect((await publicPackages(page)).some((pack) => pack.credits === 77)).toBe(false);

    // A new operator account: its temporary password is shown once and opens the first login step.
    const email = `journey-operator-${Date.now()}@example.com`;
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await lookAt(page, 'staff', { bothWidths: true });
    await page.getByRole('button', { name: 'Add a staff account' }).click();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Name', { exact: true }).fill('Journey Operator');
    await page.getByLabel('Role').selectOption('operator');
    await page.getByRole('checkbox', { name: 'Nederlands (nl)' }).check();
    await page.getByRole('button', { name: 'Create the account' }).click();
    const shown = page.getByTestId('temporary-password');
    await shown.getByText(`Account created for ${email}`).waitFor();
    const password = (await shown.getByLabel('Temporary password').innerText()).trim();
    expect(password.length).toBeGreaterThanOrEqual(10);
    const newRow = page.getByRole('row').filter({ hasText: email });
    await newRow.getByText('Operator', { exact: true }).waitFor();
    await newRow.getByText('Not set up').waitFor();
    const stranger = await browser.open(desktop);
    const login = await stranger.request.post(siteUrl('/api/admin/login.php'), { data: { email, password } });
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { second_factor: string }).second_factor).toBe('setup');
    await shown.getByRole('button', { name: 'I have passed it on' }).click();
    await shown.waitFor({ state: 'detached' });

    // The audit log has each of these actions, with what changed.
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await lookAt(page, 'audit-log', { bothWidths: true });
    const entries = page.getByRole('list', { name: 'Audit log entries' });
    for (const action of ['staff.create', 'package.deactivate', 'package.create', 'site.update'])
      await entries.getByRole('button', { name: action, exact: true }).first().waitFor();
    await page.getByLabel('Action').fill('site.update');
    // The unfiltered entries stay on screen (busy) until the filtered ones are in.
    const filtered = apiAnswer(page, 'GET', '/api/admin/audit.php', { action: 'site.update' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/action=site\.update/);
    await filtered;
    await entries.and(page.locator('[aria-busy="false"]')).waitFor();
    const update = entries
      .getByRole('listitem')
      .filter({ hasText: `site #${siteId}` })
      .first();
    await update.getByText('admin@example.com').waitFor();
    await update.getByText('1 field: before and after').click();
    const change = update.getByRole('row').filter({ hasText: 'minimum_message_costs' });
    await expect(change.getByRole('cell').nth(0).innerText()).resolves.toContain('"NZ":{"costs":2');
    await expect(change.getByRole('cell').nth(1).innerText()).resolves.toContain('"NZ":{"costs":4');
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(stranger)).toEqual([]);
    // A setting, a price, a staff account and the audit log, each through its screen: 52 s on a slow two-core
    // machine, close to the suite's 60 s for one journey step.
  }, 180_000);

  it('creates a fictional profile with a photo and a discount code it then expires (phone)', async () => {
    const page = admin;
    await page.setViewportSize(phone);
    await page.goto(siteUrl('/admin/fictional'));
    await page.getByRole('heading', { level: 1, name: 'Fictional profiles' }).waitFor();
    await lookAt(page, 'fictional-profiles', { bothWidths: true });
    const siteLabel = `${SECOND_SITE} (flirtpunt.localhost)`;
    const secondSiteId = (await page
      .getByLabel('Site')
      .getByRole('option', { name: siteLabel })
      .getAttribute('value'))!;
    // "New" must wait for the screen to have the chosen site, not just the address: its list loading shows that.
    const siteList = apiAnswer(page, 'GET', '/api/admin/fictional.php', { site: secondSiteId });
    await page.getByLabel('Site').selectOption({ label: siteLabel });
    await page.waitForURL(new RegExp(`site=${secondSiteId}(&|$)`));
    await siteList;
    await page.getByRole('button', { name: 'New fictional profile' }).click();

    // The member profile's rules hold: the site's minimum age (21 here) is checked by the server.
    const name = `Journeyman${Date.now() % 100_000}`;
    const form = page.getByRole('form', { name: 'New fictional profile' });
    await form.getByLabel('Username').fill(name);
    await form.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 19}-01-01`);
    await form.getByLabel('Gender').selectOption('male');
    await form.getByLabel('Looking for').selectOption('female');
    await form.getByLabel('Country').selectOption('BE');
    await form.getByLabel('City').fill('Gent');
    await form.getByRole('checkbox', { name: 'Cycling' }).check();
    await form.getByRole('button', { name: 'Create the profile' }).click();
    await form.getByText('at least 21 years old on this site').waitFor();
    await form.getByLabel('Date of birth').fill('1979-05-05');
    await form.getByRole('button', { name: 'Create the profile' }).click();
    await page.waitForURL(/user=\d+/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await fitsWidth(page)).toBe(true);

    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#5a7d9a' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Add photos').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: `Photo 1 of ${name}` }).waitFor();
    await page.getByText('Main photo', { exact: true }).waitFor();

    // Disabled again, so it stays out of the second site's search for the journeys after this one.
    const profile = page.getByRole('form', { name: `Profile of ${name}` });
    await profile.getByLabel('Status', { exact: true }).selectOption('disabled');
    await profile.getByRole('button', { name: 'Save', exact: true }).click();
    await profile.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByRole('button', { name: `← Fictional profiles of ${SECOND_SITE}` }).click();
    const listed = page.getByRole('row').filter({ hasText: name });
    await listed.getByText('Disabled', { exact: true }).waitFor();
    await listed.getByText('1', { exact: true }).waitFor();

    // A discount code for every site, then expired at once.
    const code = `JOURNEY${Date.now() % 1_000_000}`;
    await page.goto(siteUrl('/admin/discounts'));
    await page.getByRole('heading', { level: 1, name: 'Discount codes' }).waitFor();
    await lookAt(page, 'discount-codes', { bothWidths: true });
    await page.getByRole('button', { name: 'New code' }).click();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Discount (%)').fill('15');
    await page.getByRole('button', { name: 'Create the code' }).click();
    const codeRow = page.getByRole('row').filter({ hasText: code });
    await codeRow.getByText('Every site').waitFor();
    await codeRow.getByRole('button', { name: 'Expire now' }).click();
    await codeRow.getByRole('button', { name: `Expire ${code}` }).click();
    await codeRow.getByText('Expired').waitFor();
    expect(await fitsWidth(page)).toBe(true);

    await page.goto(siteUrl('/admin/audit?action=fictional.photo_add'));
    await page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem').first().waitFor();
    await page.goto(siteUrl('/admin/audit?action=discount.update'));
    const expiry = page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem').first();
    await expiry.getByText('1 field: before and after').click();
    await expiry.getByRole('row').filter({ hasText: 'expires_at' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
