// Console logins for the journeys: the demo staff accounts (one per role) and their authenticator codes.
import { createHmac } from 'node:crypto';
import type { Cookie, Page } from 'playwright-core';
import { siteUrl } from './browser';

/** The demo console accounts the server seeds (SEED_DEMO), as printed at start. */
export const DEMO_STAFF_PASSWORD = 'console-demo-1';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export type TDemoRole = 'admin' | 'moderator' | 'support' | 'operator';

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The RFC 6238 code an authenticator app shows for `secret` at 30-second step `step`. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / 30_000);
/** Each code is accepted once per account: a second login of the same account in this file waits for the next step. */
const lastStep = new Map<string, number>();

/**
 * The cookies of each role's last console login in this test file. A later login of the role starts from them, as a
 * staff member who stays logged in does: a fresh login needs the next authenticator code (each is accepted once),
 * which can mean waiting up to 30 s. A session that has ended since (logged out, expired) gets the login form.
 */
const sessions = new Map<TDemoRole, Cookie[]>();

/** Logs `page` into the console as the demo account of `role`, both factors, and waits for the console frame. */
export async function loginAsStaff(page: Page, role: TDemoRole, path = '/admin'): Promise<void> {
  const saved = sessions.get(role);
  if (saved) await page.context().addCookies(saved);
  await page.goto(siteUrl(path));
  if (saved) {
    const frame = page.getByTestId('console-staff');
    await frame.or(page.getByLabel('E-mail address')).first().waitFor();
    if (await frame.isVisible()) return;
  }
  await logInWithBothFactors(page, role);
  sessions.set(role, await page.context().cookies());
}

async function logInWithBothFactors(page: Page, role: TDemoRole): Promise<void> {
  const email = `${role}@example.com`;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').waitFor();
  for (let attempt = 0; attempt < 3; attempt++) {
    let step = currentStep();
    // Another file may have used this step for the same account too: then the next step's code is needed.
    if ((lastStep.get(email) ?? -1) >= step || attempt > 0) {
      step = Math.max(step, lastStep.get(email) ?? -1) + 1;
      await page.waitForTimeout(Math.max(0, step * 30_000 - Date.now()) + 200);
    }
    lastStep.set(email, step);
    await page.getByLabel('Code').fill(totpCode(DEMO_TOTP_SECRET, step));
    await page.getByRole('button', { name: 'Log in' }).click();
    const done = await page
      .getByTestId('console-staff')
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (done) return;
  }
  throw new Error(`console login as ${role} failed`);
}
