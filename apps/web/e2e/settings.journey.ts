import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAnswer, pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { linkFromMail } from './mailbox';
import { skipEntryWarning } from './accounts';

const phone = WIDTHS[0];
const desktop = WIDTHS[1];
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, email: string, password: string) {
  const response = await page.request.post(siteUrl('/api/signup.php'), {
    data: {
      email,
      password,
      name: 'Kim',
      date_of_birth: '1987-07-07',
      gender: 'female',
      seeking: 'male',
      sexuality: 'hetero',
      country: 'NL',
      region: 'NL-NH',
      city: 'Haarlem',
    },
  });
  expect(response.status()).toBe(201);
}

async function openSettings(page: Page) {
  await skipEntryWarning(page);
  await page.goto(siteUrl('/settings'));
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

describe('account settings', () => {
  const browser = useBrowser();

  it('changes the password: a mismatch first, then for real; the new one logs in', async () => {
    const page = await browser.open(desktop);
    const email = uniqueEmail('kim');
    await signUp(page, email, 'first-secret-11');
    await openSettings(page);
    await page.getByLabel('Current password', { exact: true }).fill('first-secret-11');
    await page.getByLabel('New password', { exact: true }).fill('second-secret-22');
    await page.getByLabel('Repeat the new password').fill('second-secret-23');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The new password and its repetition are not the same.').waitFor();
    await page.getByLabel('Repeat the new password').fill('second-secret-22');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').first().waitFor();
    const login = await fetch(siteUrl('/api/user.php'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'second-secret-22' }),
    });
    expect(login.status).toBe(200);
    expect(pageErrors(page)).toEqual([]);
  });

  it('switches invisible mode, then turns a notification type off and on again', async () => {
    const page = await browser.open(desktop);
    await signUp(page, uniqueEmail('mails'), 'mail-secret-33');
    await openSettings(page);
    // Each switch moves at once, before the server has the change: a reload or a read waits for its answer.
    const invisible = page.getByRole('switch', { name: 'Invisible mode' });
    let saved = apiAnswer(page, 'PUT', '/api/invisible.php');
    await invisible.check();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(invisible.isChecked()).resolves.toBe(true);
    saved = apiAnswer(page, 'PUT', '/api/invisible.php');
    await invisible.uncheck();
    expect((await saved).status()).toBe(200);
    await invisible.and(page.locator(':enabled')).waitFor();
    const me = await (await page.request.get(siteUrl('/api/user.php'))).json();
    expect(me.user.invisible).toBe(false);
    await page.getByRole('link', { name: 'Manage notifications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await lookAt(page, 'notifications', { bothWidths: true });
    const offers = page.getByRole('switch', { name: 'Offers' });
    await expect(offers.isChecked()).resolves.toBe(true);
    saved = apiAnswer(page, 'PUT', '/api/notifications.php');
    await offers.uncheck();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Offers' }).isChecked()).resolves.toBe(false);
    await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByText('1 of 8 e-mail notifications are off.').waitFor();
    await page.getByRole('link', { name: 'Manage notifications' }).click();
    saved = apiAnswer(page, 'PUT', '/api/notifications.php');
    await page.getByRole('switch', { name: 'Offers' }).check();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Offers' }).isChecked()).resolves.toBe(true);
    await page.goto(siteUrl('/settings'));
    await page.getByText('All e-mail notifications are on.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('changes the e-mail address after the link mailed to the new one', async () => {
    const page = await browser.open(desktop);
    const email = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    await signUp(page, email, 'address-secret-44');
    await openSettings(page);
    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByLabel('Your current password').fill('wrong-password-0');
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await page.getByText('The password is not correct.').waitFor();
    await page.getByLabel('Your current password').fill('address-secret-44');
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await page.getByText(`open the link we sent to ${newEmail}`).waitFor();

    const { url } = await linkFromMail(newEmail, /mail-change\/do/);
    await page.goto(url);
    await page.getByText('Your new e-mail address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Go to the settings' }).click();
    await page.getByText(newEmail).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('deletes the account through the retention offers and brings it back with the mailed link', async () => {
    const page = await browser.open(phone);
    const email = uniqueEmail('leaver');
    await signUp(page, email, 'leaving-secret-55');
    await openSettings(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.getByText('Take a break: go invisible').waitFor();
    await dialog.getByRole('button', { name: 'Delete anyway' }).click();
    await dialog.getByLabel('Why are you leaving? (optional)').selectOption('found_someone');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('The password is not correct.').waitFor();
    await dialog.getByLabel('Your password').fill('leaving-secret-55');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(/\/account-deleted$/);
    await page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }).waitFor();
    await lookAt(page, 'account-deleted', { bothWidths: true });
    const afterDelete = await (await page.request.get(siteUrl('/api/user.php'))).json();
    expect(afterDelete.user).toBeNull();

    const { url } = await linkFromMail(email, /reactivate\.php/);
    await page.goto(url);
    await page.waitForURL(/\/members(\?|$)/);
    await page.getByText('Welcome back! Your account is active again.').waitFor();
    const back = await (await page.request.get(siteUrl('/api/user.php'))).json();
    expect(back.user.email).toBe(email);
    expect(pageErrors(page)).toEqual([]);
  });
});
