import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';
import { DATA_KEY_SECRET, loadDataKeys } from '../../config/secrets';
import { createDataCipher, DataCipherError } from '../../lib/data-cipher';
import { encryptMandatesAtRest } from '../../payments/mandate-fields';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MANDATE = {
  account_holder: 'Kim de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '123',
  zip: '1015 CJ',
  city: 'Amsterdam',
  phone: '+31 6 87654321',
};
/** How each personal value could show up in a copy of the database. */
const PLAIN = [
  'NL91ABNA0417164300',
  'NL91 ABNA',
  '0417',
  'Kim de Vries',
  'Keizersgracht',
  '1015 CJ',
  'Amsterdam',
  '87654321',
];

async function startMandate(member: TPublicMember) {
  const packages = await t.app.inject({ url: '/api/packages.php', headers: { cookie: member.cookie } });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/directdebit.php',
    headers: { cookie: member.cookie, 'idempotency-key': randomUUID() },
    payload: { package: packages.json().packages[0].id, ...MANDATE, consent: true },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().mandate.id as string;
}

const rowOf = (publicId: string) =>
  t.db.selectFrom('direct_debit_mandates').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();

describe('direct-debit mandates at rest', () => {
  it('a thief with a copy of the database finds no IBAN, address or phone of a mandate in plain text', async () => {
    const member = await signUpAndConfirm(t, { name: 'Kim' });
    const row = await rowOf(await startMandate(member));
    const stored = JSON.stringify(row);
    for (const value of PLAIN) expect(stored).not.toContain(value);
    expect(row.iban).toMatch(/^enc1:[\w-]{8}:/);
    // The member's own calls still read it: a new code goes to the phone they gave.
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit-resend.php',
      headers: { cookie: member.cookie },
      payload: { mandate: row.public_id },
    });
    expect(resend.json().mandate.phone_hint).toBe('••• 321');
  });

  it('a thief with the database but not the key cannot decrypt, nor move a value to another column', async () => {
    const member = await signUpAndConfirm(t, { name: 'Kim' });
    const row = await rowOf(await startMandate(member));
    expect(t.app.deps.cipher.decrypt(row.iban, 'direct_debit_mandates.iban')).toBe('NL91ABNA0417164300');
    const stranger = createDataCipher({ current: randomBytes(32), previous: [] });
    expect(() => stranger.decrypt(row.iban, 'direct_debit_mandates.iban')).toThrow(DataCipherError);
    // The same key id with another key (a forged key file) fails the authentication tag, not silently.
    const forged = `${row.iban.slice(0, 14)}${Buffer.alloc(60).toString('base64url')}`;
    expect(() => t.app.deps.cipher.decrypt(forged, 'direct_debit_mandates.iban')).toThrow(DataCipherError);
    expect(() => t.app.deps.cipher.decrypt(row.iban, 'direct_debit_mandates.phone')).toThrow(DataCipherError);
  });

  it('a mandate stored in plain text before this version is encrypted at start, once, and stays readable', async () => {
    const member = await signUpAndConfirm(t, { name: 'Kim' });
    const pack = await t.db.selectFrom('credit_packages').select('id').limit(1).executeTakeFirstOrThrow();
    // A row as the previous version wrote it (plain text): the state the start-up step exists for.
    const legacy = await t.db
      .insertInto('direct_debit_mandates')
      .values({
        public_id: `legacy-${randomUUID()}`,
        user_id: member.userId,
        package_id: pack.id,
        ...MANDATE,
        iban: 'NL91ABNA0417164300',
        code_hash: 'x',
        code_expires_at: t.clock.now(),
        created_at: t.clock.now(),
      })
      .returning('public_id')
      .executeTakeFirstOrThrow();
    expect(await encryptMandatesAtRest(t.db, t.app.deps.cipher)).toBeGreaterThanOrEqual(1);
    const row = await rowOf(legacy.public_id);
    for (const value of PLAIN) expect(JSON.stringify(row)).not.toContain(value);
    expect(t.app.deps.cipher.decrypt(row.street, 'direct_debit_mandates.street')).toBe('Keizersgracht');
    expect(await encryptMandatesAtRest(t.db, t.app.deps.cipher)).toBe(0);
    expect(await rowOf(legacy.public_id)).toEqual(row);

    // A rotation: the new key encrypts, the old one is still read, and the next start moves every row over.
    const oldKey = (await loadDataKeys(t.config)).current;
    const rotated = createDataCipher({ current: randomBytes(32), previous: [oldKey] });
    expect(await encryptMandatesAtRest(t.db, rotated)).toBeGreaterThanOrEqual(1);
    const moved = await rowOf(legacy.public_id);
    expect(rotated.isCurrent(moved.iban)).toBe(true);
    expect(rotated.decrypt(moved.phone, 'direct_debit_mandates.phone')).toBe(MANDATE.phone);
    expect(() => t.app.deps.cipher.decrypt(moved.iban, 'direct_debit_mandates.iban')).toThrow(DataCipherError);
  });

  it('the key made for the embedded database is kept private in DATA_DIR, and production with PostgreSQL needs one', async () => {
    const file = path.join(t.config.DATA_DIR, 'secrets', DATA_KEY_SECRET);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect((await loadDataKeys(t.config)).current).toHaveLength(32);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', DATA_DIR: t.config.DATA_DIR };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...production, DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') })).toBeTruthy();
  });
});
