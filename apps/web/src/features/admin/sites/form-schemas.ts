import { z } from 'zod';
import { fieldIssue } from '@app/shared';
import { currencyDigits, parseMoney } from './form-values';

/** Pieces of the console forms' schemas: inputs that hold something else than what the server takes. */

/** A number input left empty is null: the field's own rule (from the shared schema) names it as missing. */
export const blankable = <T extends z.ZodType<number, number | null>>(field: T) => z.number().nullable().pipe(field);

/** A list of choices held as text by a checklist, checked by the field's own rule. */
export const choices = <T extends z.ZodType<unknown[], string[]>>(field: T) => z.array(z.string()).pipe(field);

/**
 * A text per language: a cleared input removes the language rather than storing an empty text, and so
 * does the input of a language just added to the site, which holds nothing yet.
 */
export const perLanguage = <T extends z.ZodType<unknown, Record<string, string>>>(field: T) =>
  z.record(z.string(), z.string()).transform(withoutBlanks).pipe(field);

export function withoutBlanks(texts: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
}

/** A choice or input of a row id, empty as null: a row id's rule takes any input (digits from a query too). */
export const blankableId = <T extends z.ZodType>(field: T) =>
  z
    .number()
    .nullable()
    .transform((id): unknown => id)
    .pipe(field);

/**
 * A value typed in a larger unit than the server keeps (hours for seconds), checked as the server's
 * `rule` at `path`, its limits worded in the typed unit.
 */
export function inUnits(
  ctx: z.RefinementCtx,
  path: string,
  value: number,
  unit: number,
  rule: z.ZodType<number, number>,
): number {
  const checked = rule.safeParse(Math.round(value * unit));
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    if (issue.code === 'too_small')
      ctx.addIssue({ code: 'too_small', origin: 'number', minimum: Number(issue.minimum) / unit, path: [path] });
    else if (issue.code === 'too_big')
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: Number(issue.maximum) / unit, path: [path] });
    else ctx.addIssue({ ...fieldIssue('invalid'), path: [path] });
  }
  return z.NEVER;
}

/**
 * An amount typed in a currency ("9.99") as the cents the server's `rule` takes, or the problem at
 * `path` worded as the server would, its limits in the currency rather than in cents. For a form's
 * `.transform`: the currency is another field.
 */
export function moneyCents(
  ctx: z.RefinementCtx,
  path: string,
  text: string,
  currency: string,
  rule: z.ZodType<number, number>,
): number {
  const cents = parseMoney(text, currency);
  if (cents === null) {
    ctx.addIssue({ ...fieldIssue(text.trim() === '' ? 'required' : 'invalid'), path: [path] });
    return z.NEVER;
  }
  const unit = 10 ** currencyDigits(currency);
  return inUnits(ctx, path, cents / unit, unit, rule);
}
