// Members for journeys: made through the real signup call, in the browser context that then uses them.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { siteUrl } from './browser';
import { linkFromMail } from './mailbox';
import { DISMISSAL_KEYS } from '../src/lib/dismissals';

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
