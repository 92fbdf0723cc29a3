// Conversion postbacks end to end: an admin sets up a network's addresses in the console, a visitor from that
// network signs up on a lander, confirms the address and buys credits on the sandbox checkout, and the network's
// server (a local receiver, global-setup.ts) hears each conversion with its macros filled in.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { confirmEmail, randomLetters, signUpInModal, skipEntryWarning, uniqueEmail } from './accounts';
import { siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
const receiver = inject('postbackReceiverUrl');

/** The calls the network's server received under `path`, as parsed addresses. */
async function receivedUnder(path: string): Promise<URL[]> {
  const answer = await fetch(`${receiver}/received?path=${encodeURIComponent(path)}`);
  return ((await answer.json()) as string[]).map((entry) => new URL(entry, receiver));
}

async function addPostback(page: Page, network: string, event: string, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a postback' }).click();
  const form = page.getByRole('form', { name: 'New postback' });
  await form.getByLabel('Network').fill(network);
  await form.getByLabel('Event').selectOption(event);
  await form.getByLabel('Address').fill(address);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached' });
}

/** Buys the first package by card on the sandbox's checkout page, as a member does. */
async function buyCredits(page: Page): Promise<string> {
  await page.goto(siteUrl('/credits'));
  await page.getByTestId('package-card').first().getByRole('link', { name: 'Choose' }).click();
  await page.getByRole('heading', { level: 1, name: 'Payment method' }).waitFor();
  await page.getByLabel('Credit or debit card').check();
  await page.waitForURL(/\/credits\/\d+\/card$/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Pay securely' }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await page.getByLabel(/the payment succeeds/).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/transactions\/[\w-]+\?return=1/);
  await page.getByRole('heading', { name: 'Payment completed' }).waitFor({ timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

describe('conversion postbacks', () => {
  const browser = useBrowser();

  it('a network hears of its visitor’s signup, confirmation and first purchase, and the console shows each call', async () => {
    const marker = randomLetters(8);
    const network = `net${marker}`;
    const admin = await browser.open(desktop);
    await loginAsStaff(admin, 'admin', '/admin/postbacks');
    await admin.getByRole('heading', { level: 1, name: 'Conversion postbacks' }).waitFor();
    await admin.getByTestId('allowed-hosts').getByText(new URL(receiver).host).waitFor();
    await addPostback(admin, network, 'signup', `${receiver}/${marker}/lead?click={click_id}&s1={sub1}&e={event}`);
    await addPostback(admin, network, 'activation', `${receiver}/${marker}/doi?click={click_id}`);
    await addPostback(
      admin,
      network,
      'first_purchase',
      `${receiver}/${marker}/ftd?click={click_id}&amount={payout}&cur={currency}&order={order_id}&e={event}`,
    );
    // A misspelt macro is refused at the address, in words.
    await admin.getByRole('button', { name: 'Add a postback' }).click();
    const form = admin.getByRole('form', { name: 'New postback' });
    await form.getByLabel('Network').fill(network);
    await form.getByLabel('Address').fill(`${receiver}/${marker}/x?c={clickid}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The address names a macro that does not exist.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(network) }).count()).toBe(3);

    const visitor = await browser.open(phone);
    await skipEntryWarning(visitor);
    await visitor.goto(siteUrl(`/landers/gallery/eng?network=${network}&ref=click-${marker}&sub1=spring%20sale`));
    await visitor.locator('main .lander-tile').first().waitFor();
    await visitor.locator('main [data-lander-cta="signup"]:visible').last().click();
    const email = uniqueEmail(`pb${marker}`);
    await signUpInModal(visitor.getByRole('dialog'), email);
    await visitor.waitForURL(/\/signup-matches$/);
    await confirmEmail(visitor, email);
    const orderId = await buyCredits(visitor);

    await expect.poll(async () => (await receivedUnder(`/${marker}/`)).length, { timeout: 20_000 }).toBe(3);
    const calls = await receivedUnder(`/${marker}/`);
    const call = (path: string) => Object.fromEntries(calls.find((url) => url.pathname.endsWith(path))!.searchParams);
    expect(call('/lead')).toEqual({ click: `click-${marker}`, s1: 'spring sale', e: 'signup' });
    expect(call('/doi')).toEqual({ click: `click-${marker}` });
    expect(call('/ftd')).toMatchObject({ click: `click-${marker}`, cur: 'EUR', order: orderId, e: 'first_purchase' });
    expect(Number(call('/ftd').amount)).toBeGreaterThan(0);

    await admin.reload();
    const log = admin.getByTestId('postback-log');
    await expect
      .poll(() =>
        log
          .getByRole('row')
          .filter({ hasText: `click-${marker}` })
          .filter({ hasText: 'Delivered' })
          .count(),
      )
      .toBe(3);
    await lookAt(admin, 'postbacks', { bothWidths: true });
  });
});
