import type { Database } from '../db/database';
import { isCiphertext, type DataCipher } from '../lib/data-cipher';

/** What a direct-debit mandate holds about a person: encrypted at rest, read only through openMandate. */
export const MANDATE_PERSONAL_FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
] as const;
export type TMandatePersonal = Record<(typeof MANDATE_PERSONAL_FIELDS)[number], string>;

const contextOf = (field: string) => `direct_debit_mandates.${field}`;

function mapFields(fields: TMandatePersonal, change: (value: string, context: string) => string): TMandatePersonal {
  return Object.fromEntries(
    MANDATE_PERSONAL_FIELDS.map((field) => [field, change(fields[field], contextOf(field))]),
  ) as TMandatePersonal;
}

export const sealMandate = (cipher: DataCipher, fields: TMandatePersonal) =>
  mapFields(fields, (value, context) => cipher.encrypt(value, context));

export const openMandate = (cipher: DataCipher, stored: TMandatePersonal) =>
  mapFields(stored, (value, context) => cipher.decrypt(value, context));

/** `NL•• •••• 4300`: enough for its owner to recognise an account, too little to use it. */
export const maskIban = (iban: string) => `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}`;

const BATCH = 500;

/**
 * Start-up step after the migrations (the key comes from the configuration, which migrations do not
 * get): encrypts mandates still in plain text and re-encrypts those under a previous key. Safe to run
 * again and on several processes at once: rows already under the current key are skipped, and each
 * update only lands if the row is still as it was read.
 */
export async function encryptMandatesAtRest(db: Database, cipher: DataCipher): Promise<number> {
  // `_` of a key id is a LIKE wildcard: escaped.
  const current = `enc1:${cipher.currentKeyId.replaceAll('_', '\\_')}:%`;
  let changed = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('direct_debit_mandates')
      .select(['id', ...MANDATE_PERSONAL_FIELDS])
      .where('id', '>', after)
      .where((eb) => eb.or(MANDATE_PERSONAL_FIELDS.map((field) => eb(field, 'not like', current))))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return changed;
    for (const row of rows) {
      const sealed = mapFields(row, (value, context) =>
        cipher.isCurrent(value) ? value : reseal(cipher, value, context),
      );
      const result = await db
        .updateTable('direct_debit_mandates')
        .set(sealed)
        .where('id', '=', row.id)
        .where((eb) => eb.and(MANDATE_PERSONAL_FIELDS.map((field) => eb(field, '=', row[field]))))
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    after = rows.at(-1)!.id;
  }
}

/** A value written before encryption is its own plain text; other ciphertext is of an older key. */
function reseal(cipher: DataCipher, value: string, context: string): string {
  return cipher.encrypt(isCiphertext(value) ? cipher.decrypt(value, context) : value, context);
}
