// Members for journeys: made through the real signup call, in the browser context that then uses them.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { siteUrl } from './browser';
import { linkFromMail } from './mailbox';
import { DISMISSAL_KEYS } from '../src/lib/dismissals';

/** Letters only, so a marker never reads as a number (a phone number, a date) to the contact screening. */
export const randomLetters = (length = 4) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export interface TSignupFields {
  name: string;
  date_of_birth: string;
  gender: 'male' | 'female';
  seeking: 'male' | 'female';
  country: string;
  region: string;
  city: string;
}

/** Signs a new member up in the page's context (its cookie logs the page in); answers their e-mail and profile id. */
export async function signUpByApi(page: Page, fields: Partial<TSignupFields> = {}, password = 'journey-secret-1') {
  const email = uniqueEmail(fields.name?.toLowerCase() ?? 'member');
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
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  const { user } = (await response.json()) as { user: { profile: { id: number } } };
  return { email, password, profileId: user.profile.id };
}

/**
 * Makes the page a returning visitor who closed the entry warning before, from its next navigation on.
 * Clicking the warning "if it shows" raced with its late appearance on a busy machine.
 */
export async function skipEntryWarning(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    try {
      localStorage.setItem(key, String(Math.floor(Date.now() / 1000)));
    } catch {
      // about:blank has no storage; the next document does.
    }
  }, DISMISSAL_KEYS.entryWarning);
}

/** Confirms a member's e-mail address by the mailed activation link, as they would (profiles go live then). */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const { url } = await linkFromMail(email, /\/api\/activate\.php\?token=/);
  const answer = await page.request.get(url);
  expect(new URL(answer.url()).pathname).toBe('/activate/done');
}

/** Fills the signup steps in the modal (English), skipping the photo, the text and notifications. */
export async function signUpInModal(modal: Locator, email: string): Promise<void> {
  await modal.getByRole('button', { name: 'Not now' }).click();
  await modal.getByRole('heading', { name: 'Where do you live?' }).waitFor();
  await modal.getByLabel('Country').selectOption('NL');
  await modal.getByLabel('Region').selectOption('NL-NH');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('heading', { name: 'About you' }).waitFor();
  await modal.getByLabel('Username').fill('Robin');
  await modal.getByLabel('Date of birth').fill('1990-05-05');
  await modal.getByLabel('E-mail address').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill('zonnig-weer-42');
  await modal.getByRole('button', { name: 'Create my account' }).click();
  await modal.getByRole('heading', { name: 'Tell others about yourself' }).waitFor();
  await modal.getByRole('button', { name: 'Not now' }).click();
  const pushStep = modal.getByRole('heading', { name: 'Never miss a message' });
  const confirmStep = modal.getByRole('heading', { name: 'Confirm your e-mail address' });
  await pushStep.or(confirmStep).waitFor();
  if (await pushStep.isVisible()) await modal.getByRole('button', { name: 'Not now' }).click();
  await confirmStep.waitFor();
  await modal.getByRole('button', { name: 'Start exploring' }).click();
}
