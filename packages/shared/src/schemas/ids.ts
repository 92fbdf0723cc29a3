import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column, which every serial id lives in. */
export const ROW_ID_MAX = 2_147_483_647;

/** Digits from a query string or a form field become a number; anything else is judged as it came. */
const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^\d{1,20}$/.test(value) ? Number(value) : value;

/**
 * The id of a row of a serial (int4) table, as a JSON number or as digits in a query string or form.
 * A larger one names no row and PostgreSQL refuses to compare it with the column, so it is refused here;
 * lists, booleans and blank text are not ids either (a plain coercion would take `[5]` or `true`).
 */
export const ZRowId = z.preprocess(digitsAsNumber, z.number().int().positive().max(ROW_ID_MAX));

/** The id of a row of a bigserial table (messages, orders): exact in a JavaScript number up to 2^53. */
export const ZBigRowId = z.preprocess(digitsAsNumber, z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
