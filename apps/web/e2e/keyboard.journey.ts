// A member without a mouse: signup, search, chat and checkout with Tab, typing, Space and Enter only; focus is
// always visible, and a dialog takes focus, keeps it inside and gives it back.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { signUpByApi, skipEntryWarning, uniqueEmail } from './accounts';
import { lookAt } from './look-at';

const desktop = WIDTHS[1];
/** More Tab presses than any screen has controls before its form: a loop that never arrives fails. */
const MAX_TABS = 80;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Presses Tab until the target has focus, checking on the way that every stop shows where focus is. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await tabUntil(page, () => isFocused(target), target.toString());
}

async function tabUntil(page: Page, arrived: () => Promise<boolean>, what: string): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await arrived()) return;
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
  }
  throw new Error(`Tab never reached ${what}`);
}

/** The focused control is marked: an outline or a focus ring (box shadow), as :focus-visible draws them. */
async function expectFocusVisible(page: Page): Promise<void> {
  const marked = await page.evaluate(async () => {
    const element = document.activeElement;
    if (!element || element === document.body) return { ok: true, what: 'body' };
    // The focus ring fades in (Bootstrap's box-shadow transition): judge the style the transition ends at.
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    return { ok: outlined || ringed, what: element.outerHTML.slice(0, 120) };
  });
  expect(marked.ok, `focus is not visible on ${marked.what}`).toBe(true);
}

/** Tab stops once in a group of radio buttons; the arrow keys then move the choice, as in every browser. */
async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  const group = await radio.getAttribute('name');
  await tabUntil(
    page,
    () => page.evaluate((name) => (document.activeElement as HTMLInputElement | null)?.name === name, group),
    `the radio group ${group}`,
  );
  for (let presses = 0; presses < 10 && !(await radio.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  expect(await radio.isChecked()).toBe(true);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

describe('keyboard only', () => {
  const browser = useBrowser();

  it('signs up: every step with Tab, typing, Space and Enter', async () => {
    const page = await browser.open(desktop);
    await skipEntryWarning(page);
    await page.goto(siteUrl('/signup'));
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.getByRole('heading', { name: 'Add your best photo' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Not now' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Where do you live?' }).waitFor();
    // A closed select changes with the arrow keys; the region list loads for the country chosen.
    await tabTo(page, page.getByLabel('Country'));
    await page.keyboard.type('Germany');
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('DE');
    await page.getByLabel('Region').locator('option[value="DE-BE"]').waitFor({ state: 'attached' });
    await tabTo(page, page.getByLabel('Region'));
    await page.keyboard.type('Berlin');
    await expect.poll(() => page.getByLabel('Region').inputValue()).toBe('DE-BE');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'About you' }).waitFor();
    const email = uniqueEmail('keys');
    await typeInto(page, page.getByLabel('Username'), 'Kira');
    await tabTo(page, page.getByLabel('Date of birth'));
    await page.getByLabel('Date of birth').fill('1991-06-15');
    await typeInto(page, page.getByLabel('E-mail address'), email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), 'only-keys-2026');
    await lookAt(page, 'signup-details');
    // Enter in the last field sends the form, as in any form.
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Tell others about yourself' }).waitFor();
    await typeInto(page, page.getByLabel('About me'), 'I find my way around with the keyboard.');
    const interest = page.getByRole('button', { name: /Cooking/ });
    await tabTo(page, interest);
    await page.keyboard.press('Space');
    await expect.poll(() => interest.getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    const pushStep = page.getByRole('heading', { name: 'Never miss a message' });
    const confirmStep = page.getByRole('heading', { name: 'Confirm your e-mail address' });
    await pushStep.or(confirmStep).waitFor();
    if (await pushStep.isVisible()) {
      await tabTo(page, page.getByRole('button', { name: 'Not now' }));
      await page.keyboard.press('Enter');
    }
    await confirmStep.waitFor();
    await page.getByText(email).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('searches, opens a profile, and a dialog keeps and returns focus', async () => {
    const page = await browser.open(desktop);
    await skipEntryWarning(page);
    await signUpByApi(page);
    await page.goto(siteUrl('/members'));
    await page.getByRole('heading', { level: 1, name: 'Search members' }).waitFor();
    // A phone folds the filters away behind a button; a wide screen shows them.
    const filters = page.getByRole('button', { name: 'Filters' });
    if (await filters.isVisible()) {
      await tabTo(page, filters);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.getByLabel('From age'));
    await page.keyboard.type('30');
    await expect.poll(() => page.getByLabel('From age').inputValue()).toBe('30');
    await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/min_age=30/);

    const firstCard = page.locator('a.member-card[href^="/members/"]').first();
    await tabTo(page, firstCard);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/members\/\d+$/);

    const report = page.getByRole('button', { name: /Report/ }).first();
    await tabTo(page, report);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => isFocused(dialog)).toBe(true);
    // Tab walks around inside the dialog and never out of it.
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press('Tab');
      expect(await isFocused(dialog)).toBe(true);
    }
    await lookAt(page, 'report-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(report)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('writes a message and buys credits with the keyboard', async () => {
    const page = await browser.open(desktop);
    await skipEntryWarning(page);
    await signUpByApi(page);
    // A new member has free messages for their first conversations (spec point 6).
    const results = (await (await page.request.get(siteUrl('/api/members.php'))).json()) as {
      results: Array<{ id: number }>;
    };
    await page.goto(siteUrl(`/members/${results.results[0]!.id}/chat`));
    const composer = page.getByRole('textbox', { name: /message/i });
    await typeInto(page, composer, 'Typed without a mouse');
    await page.keyboard.press('Enter');
    await page.locator('.chat-row.own .chat-text', { hasText: 'Typed without a mouse' }).waitFor();

    await page.goto(siteUrl('/credits'));
    await page.getByRole('heading', { level: 1, name: 'Buy credits' }).waitFor();
    await tabTo(page, page.getByTestId('package-card').nth(1).getByRole('link', { name: 'Choose' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Payment method' }).waitFor();
    await chooseRadio(page, page.getByLabel('Credit or debit card'));
    await tabTo(page, page.getByRole('button', { name: 'Pay securely' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sandbox\/checkout\//);
    await tabTo(page, page.getByRole('button', { name: /^Pay / }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Payment completed' }).waitFor({ timeout: 20_000 });
    expect(pageErrors(page)).toEqual([]);
  });
});
