import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmail, skipEntryWarning, signUpByApi } from './accounts';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { sendTextByApi } from './chat-api';

const [phone, desktop] = WIDTHS;
const COMPANY = 'Amora Media B.V.';

/** A confirmed member who seeks men, logged in in the page's context. */
async function confirmedMember(page: Page, name: string) {
  const member = await signUpByApi(page, { name, gender: 'female', seeking: 'male' });
  await confirmEmail(page, member.email);
  return member;
}

/** Spends the signup credits by messaging a demo member through the API until it answers 402. */
async function spendAllCredits(page: Page): Promise<void> {
  const search = await page.request.get(siteUrl('/api/members.php?gender=male'));
  const { results } = (await search.json()) as { results: Array<{ id: number; fictional: boolean }> };
  const to = (results.find((result) => result.fictional) ?? results[0])!.id;
  for (let sent = 0; sent < 50; sent++) {
    const answer = await sendTextByApi(page, to, `Hello there, message ${sent + 1}`);
    if (answer.status === 402) return;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  throw new Error('the credits never ran out');
}

async function firstPackages(page: Page) {
  const answer = await page.request.get(siteUrl('/api/packages.php'));
  return ((await answer.json()) as { packages: Array<{ id: number; credits: number }> }).packages;
}

/** The newest texted code to a phone number (the development SMS outbox). */
async function smsCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await fetch(siteUrl('/dev/sms.json'));
    const { messages } = (await answer.json()) as { messages: Array<{ to_phone: string; text: string }> };
    const code = /\b(\d{6})\b/.exec(messages.find((message) => message.to_phone === to)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS to ${to}`);
}

/** Pays an order through the sandbox checkout page: a test card, then Pay (or Cancel). */
async function payOnSandbox(page: Page, card: RegExp | null, action: 'pay' | 'cancel' = 'pay') {
  await page.waitForURL(/\/sandbox\/checkout\//);
  if (card) await page.getByLabel(card).check();
  if (action === 'cancel') await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  else await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/transactions\/[\w-]+\?(return|cancelled)=1/);
}

/** An address the app moved to without loading a new document. */
async function inAppUrl(page: Page, url: RegExp): Promise<void> {
  await page.waitForURL(url, { waitUntil: 'commit' });
}

/** Something that should not appear: given a moment to render first. */
async function stillAbsent(locator: Locator): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(locator.count()).resolves.toBe(0);
}

describe('credits: buy a package, payment states, time bonus, direct debit', () => {
  const browser = useBrowser();

  it('a member without credits buys a package by card, becomes premium and finds the receipt', async () => {
    const page = await browser.open(desktop);
    await confirmedMember(page, 'Paula');
    await spendAllCredits(page);

    await page.goto(siteUrl('/credits'));
    await page.getByRole('heading', { level: 1, name: 'Buy credits' }).waitFor();
    await expect(page.getByTestId('credits-balance').innerText()).resolves.toBe('0 credits');
    // A new member has the time bonus: 25 % off, counting down.
    await page.getByTestId('discount-offer').getByText('25% off your credits').waitFor();
    // The offer and the packages load apart: count once the packages are there.
    await page.getByTestId('package-card').first().waitFor();
    await expect(page.getByTestId('package-card').count()).resolves.toBe(4);
    await expect(page.locator('.package-best .package-ribbon').count()).resolves.toBe(1);

    await page.getByTestId('package-card').nth(1).getByRole('link', { name: 'Choose' }).click();
    await inAppUrl(page, /\/credits\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Payment method' }).waitFor();
    await page.getByLabel('Credit or debit card').check();
    await inAppUrl(page, /\/credits\/\d+\/card$/);
    // The time bonus code is filled in and checked: 25 % off 19.99 is 5.00. The total shows the full price
    // until the check has answered, so it is read after the code is confirmed.
    await expect.poll(() => page.getByLabel('Discount code').inputValue()).toBe('TIMEBONUS25');
    await page.getByText('25% off with this code').waitFor();
    await expect.poll(() => page.getByTestId('order-total').innerText()).toBe('€14.99');
    await page.getByLabel('Remember this payment method for one-step purchases').check();
    await page.getByRole('button', { name: 'Pay securely' }).click();

    await payOnSandbox(page, /the payment succeeds/);
    await page.getByRole('heading', { name: 'Payment completed' }).waitFor({ timeout: 20_000 });
    await page.getByText('50 credits have been added to your account.').waitFor();
    await page.getByTestId('new-balance').getByText('Your balance is now 50 credits.').waitFor();
    await page.locator('.top-nav [data-testid="premium-badge"]').waitFor();
    await page.getByTestId('receipt-company').getByText(COMPANY).waitFor();

    await page.goto(siteUrl('/transactions'));
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    const row = page.locator('.transaction-row').first();
    await row.getByText('50 credits').waitFor();
    await row.getByText('Completed').waitFor();
    await row.getByText('€14.99').waitFor();
    await row.click();
    await page
      .getByTestId('receipt')
      .getByText(/^R-\d{4}-\d{6}$/)
      .waitFor();
    await page.getByTestId('receipt-company').getByText(COMPANY).waitFor();
    await page.getByText('VAT number NL862345678B01').waitFor();

    // The saved card allows buying again in one step.
    await page.goto(siteUrl('/credits'));
    await page.getByRole('link', { name: 'Buy again in one step' }).click();
    await page.getByRole('button', { name: 'Buy again' }).click();
    await inAppUrl(page, /\/transactions\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Payment completed' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('new-balance').getByText('Your balance is now 100 credits.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('a declined card ends in the failed state that offers the other methods; a cancelled checkout says so', async () => {
    const page = await browser.open(phone);
    await signUpByApi(page, { name: 'Dana', gender: 'female', seeking: 'male' });
    const [first] = await firstPackages(page);
    await page.goto(siteUrl(`/credits/${first!.id}/card`));
    await page.getByRole('button', { name: 'Pay securely' }).click();
    await payOnSandbox(page, /the card is declined/);
    await page.getByRole('heading', { name: 'Your payment failed' }).waitFor({ timeout: 20_000 });
    await page.getByText('Would you like to try another payment method?').waitFor();
    for (const method of ['ideal', 'paypal', 'sepa_debit'])
      await page.locator(`a[href="/credits/${first!.id}/${method}"]`).waitFor();
    await expect(page.locator(`.other-methods a[href="/credits/${first!.id}/card"]`).innerText()).resolves.toBe(
      'Try again with Credit or debit card',
    );

    // PayPal, then cancelled on the checkout page.
    await page.getByRole('link', { name: 'PayPal', exact: true }).click();
    await inAppUrl(page, new RegExp(`/credits/${first!.id}/paypal$`));
    await page.getByRole('button', { name: 'Pay securely' }).click();
    await payOnSandbox(page, null, 'cancel');
    await page.getByRole('heading', { name: 'Your payment was cancelled' }).waitFor();
    await page.locator('[data-status="cancelled"]').waitFor({ timeout: 20_000 });
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows a new member the time bonus banner counting down and, with 0 credits, the popup after 40 s', async () => {
    const page = await browser.open(desktop);
    await page.clock.install();
    await confirmedMember(page, 'Tessa');
    await spendAllCredits(page);
    await page.goto(siteUrl('/members'));
    const banner = page.getByTestId('time-bonus-banner');
    await banner.getByText('25% off your first credits!').waitFor();
    const clock = banner.locator('time');
    const before = await clock.innerText();
    expect(before).toMatch(/^0[34]:\d{2}:\d{2}$/);
    await expect.poll(() => clock.innerText(), { timeout: 5_000 }).not.toBe(before);

    // Not before 40 s; leaving the members area cancels the wait.
    const popup = page.getByRole('dialog', { name: 'A welcome gift for you' });
    await page.clock.fastForward(30_000);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    await page.clock.fastForward(20_000);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await inAppUrl(page, /\/members/);
    await banner.waitFor();
    await page.clock.fastForward(35_000);
    await stillAbsent(popup);
    await page.clock.fastForward(6_000);
    await popup.getByText(/Act fast: for the first 4 hours after signing up you get 25% off/).waitFor();
    await lookAt(page, 'time-bonus-popup', { bothWidths: true });

    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await banner.waitFor();
    await page.clock.fastForward(45_000);
    await stillAbsent(popup);
    expect(pageErrors(page)).toEqual([]);
  });

  it('pays by direct debit with the texted code', async () => {
    const page = await browser.open(phone);
    await signUpByApi(page, { name: 'Dirk', gender: 'male', seeking: 'female' });
    const [first] = await firstPackages(page);
    const mobile = `+31 6 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    await page.goto(siteUrl(`/credits/${first!.id}/sepa_debit`));
    await page.getByRole('button', { name: 'Continue to direct debit' }).click();
    await inAppUrl(page, /\/directdebit\?package=\d+/);
    await page.getByRole('heading', { level: 1, name: 'Direct debit' }).waitFor();
    await page.getByLabel('Account holder').fill('Dirk de Boer');
    await page.getByLabel('IBAN').fill('NL92ABNA0417164300');
    await page.getByLabel('Street').fill('Grote Markt');
    await page.getByLabel('House number').fill('12');
    await page.getByLabel('Postcode').fill('2011 RD');
    await page.getByLabel('City').fill('Haarlem');
    await page.getByLabel('Mobile phone').fill(mobile);
    await page.getByRole('button', { name: 'Send me the code' }).click();
    await page.getByText('This IBAN is not valid. Please check it and try again.').waitFor();
    await page.getByText('Please agree to the direct debit to continue.').waitFor();
    await page.getByLabel('IBAN').fill('NL91ABNA0417164300');
    await page.getByLabel(/I authorise Amora Media B\.V\./).check();
    await page.getByRole('button', { name: 'Send me the code' }).click();

    await page.getByRole('heading', { name: 'Enter the code from the SMS' }).waitFor();
    const code = await smsCode(mobile);
    await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByText('The code is not correct. Please check the SMS and try again.').waitFor();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await inAppUrl(page, /\/transactions\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Payment completed' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('receipt').getByText('Direct debit (SEPA)').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('credits screens for a look at both widths', () => {
  const browser = useBrowser();

  // Only a look for people, so it may take its time on a busy machine.
  it.each(WIDTHS)('$width px', { timeout: 180_000 }, async (viewport) => {
    const visitor = await browser.open(viewport);
    visitor.setDefaultTimeout(30_000);
    await skipEntryWarning(visitor);
    await visitor.goto(siteUrl('/pricing'));
    await visitor.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    await visitor.locator('.price-table').waitFor();
    await lookAt(visitor, 'pricing');

    const page = await browser.open(viewport);
    page.setDefaultTimeout(30_000);
    await confirmedMember(page, 'Shona');
    const [first, second] = await firstPackages(page);
    await page.goto(siteUrl('/members'));
    await page.getByTestId('time-bonus-banner').waitFor();
    await page.locator('.member-card img').first().waitFor();
    await lookAt(page, 'time-bonus-banner');
    await page.goto(siteUrl('/premium'));
    await page.getByTestId('package-card').first().waitFor();
    await page.getByTestId('time-bonus-banner').waitFor();
    await lookAt(page, 'premium');
    await page.goto(siteUrl('/credits'));
    await page.getByTestId('package-card').first().waitFor();
    await lookAt(page, 'credits');
    await page.goto(siteUrl(`/credits/${second!.id}/card`));
    await page.getByText('25% off with this code').waitFor();
    await lookAt(page, 'payment-method');
    await page.goto(siteUrl(`/directdebit?package=${first!.id}&code=TIMEBONUS25`));
    await page.getByLabel('IBAN').waitFor();
    await lookAt(page, 'directdebit');

    await page.goto(siteUrl(`/credits/${first!.id}/card`));
    await page.getByRole('button', { name: 'Pay securely' }).click();
    await payOnSandbox(page, /the card is declined/);
    await page.getByRole('heading', { name: 'Your payment failed' }).waitFor({ timeout: 20_000 });
    await lookAt(page, 'status-failed');
    await page.goto(siteUrl(`/credits/${first!.id}/card`));
    await page.getByRole('button', { name: 'Pay securely' }).click();
    await payOnSandbox(page, /the payment succeeds/);
    await page.getByTestId('receipt').waitFor({ timeout: 20_000 });
    await lookAt(page, 'status-completed');
    await page.goto(siteUrl('/premium'));
    await page.getByText('Thank you for being Premium!').waitFor();
    await lookAt(page, 'premium-thanks');
    await page.goto(siteUrl('/transactions'));
    await page.locator('.transaction-row').first().waitFor();
    await lookAt(page, 'transactions');
    expect(pageErrors(page)).toEqual([]);
  });
});
