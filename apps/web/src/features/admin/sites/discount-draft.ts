import { z } from 'zod';
import { ZAdminDiscountCreate } from '@app/shared';
import { blankable, blankableId, inUnits, moneyCents } from './form-schemas';
import { isoFromLocalInput } from './form-values';

const rule = ZAdminDiscountCreate.shape;
const HOUR_SECONDS = 3600;
/** An empty text or choice means "any" (every country, every currency, every method). */
const orNull = <T>(value: T) => (value === '' || (Array.isArray(value) && value.length === 0) ? null : value);

/**
 * A new discount code as its form holds it — the minimum order as typed in its currency, the signup
 * window in hours, the expiry in the browser's time — checked with the rules of POST
 * /api/admin/discounts.php; the output is the call's body.
 */
export const ZDiscountDraft = z
  .object({
    code: rule.code,
    site_id: blankableId(rule.site_id),
    value_percentage: blankable(rule.value_percentage),
    validity: rule.validity.unwrap(),
    country: z.string().transform(orNull).pipe(rule.country.unwrap()),
    currency: z
      .string()
      .transform((text) => orNull(text.trim()))
      .pipe(rule.currency.unwrap()),
    minimum_order_cents: z.string(),
    paymentmethods: z.array(z.string()).transform(orNull).pipe(rule.paymentmethods.unwrap()),
    expires_at: z.string().transform(isoFromLocalInput).pipe(rule.expires_at.unwrap()),
    signup_window_seconds: z.number().nullable(),
    unpaid_only: z.boolean(),
    user_id: blankableId(rule.user_id.unwrap()),
  })
  .transform(({ minimum_order_cents: minimum, signup_window_seconds: hours, ...values }, ctx) => ({
    ...values,
    minimum_order_cents:
      minimum.trim() === ''
        ? 0
        : moneyCents(ctx, 'minimum_order_cents', minimum, values.currency ?? 'EUR', rule.minimum_order_cents.unwrap()),
    signup_window_seconds:
      hours === null
        ? null
        : inUnits(ctx, 'signup_window_seconds', hours, HOUR_SECONDS, rule.signup_window_seconds.unwrap().unwrap()),
  }));
export type TDiscountDraft = z.input<typeof ZDiscountDraft>;
