import { fieldIssue } from '../../field-messages';
import { z } from 'zod';
import { COUNTRIES } from '../../locales';

/** Field shapes several console areas share. */

/** An optional query parameter: an empty one (`?staff=`) counts as absent. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
export const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'listed twice');
export const ZAdminCountry = z.enum(COUNTRIES);
const KNOWN_CURRENCIES: ReadonlySet<string> | null =
  typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;
export const ZAdminCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'three capital letters, like EUR')
  .refine((code) => !KNOWN_CURRENCIES || KNOWN_CURRENCIES.has(code), 'not a currency');
export const ZAdminPhone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+\d\s\-()./]*$/, 'digits, spaces, +, - and brackets only');
export const ZAdminEmailOrEmpty = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, fieldIssue('invalidEmail'));

/** Host names without scheme or port (`www.` is dropped: the site resolver ignores it). */
export const ZAdminDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'not a domain name',
  )
  .transform((domain) => domain.replace(/^www\./, ''));
/** A list of names as stored (jsonb). */
export const ZStringList = z.array(z.string());
