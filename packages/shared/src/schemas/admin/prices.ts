import { fieldIssue } from '../../field-messages';
import { z } from 'zod';
import { PACKAGE_STYLES, PAYMENT_METHODS } from '../../constants';
import { LANGUAGES } from '../../locales';
import { ZRowId } from '../ids';
import { ZAdminCountry, ZAdminCurrency, ZStringList, uniqueList } from './fields';

/** Credit packages and their prices per currency. */
const packageFields = {
  credits: z.number().int().min(1).max(100_000),
  price_cents: z.number().int().min(1).max(10_000_000),
  style: z.enum(PACKAGE_STYLES),
  best_value: z.boolean(),
  position: z.number().int().min(0).max(1000),
};
export const ZAdminPackageCreate = z.object({
  site: ZRowId,
  currency: ZAdminCurrency,
  ...packageFields,
  best_value: packageFields.best_value.default(false),
  position: packageFields.position.default(0),
});
/** PUT: anything but the site and currency (orders refer to the package); `active: true` brings one back. */
export const ZAdminPackageUpdate = z
  .object(packageFields)
  .partial()
  .extend({ id: ZRowId, active: z.boolean().optional() });
export const ZAdminPackage = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  style: z.enum(PACKAGE_STYLES),
  best_value: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
});
export type TAdminPackage = z.infer<typeof ZAdminPackage>;

/** Gifts: a key, a name per language (English required), a price (null: the site's gift_credits) and a picture. */
export const GIFT_KEY_PATTERN = /^[a-z_]{2,30}$/;
export const GIFT_PICTURE_MAX_BYTES = 1024 * 1024;
export const ZAdminGiftNames = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(40))
  .refine((names) => Boolean(names.en), { ...fieldIssue('required'), path: ['en'] });
const giftFields = {
  names: ZAdminGiftNames,
  credits: z.number().int().min(0).max(10_000).nullable(),
  position: z.number().int().min(0).max(1000),
};
/** POST /api/admin/gifts.php is multipart: these fields (names as JSON) and the file `picture`. */
export const ZAdminGiftCreate = z.object({
  key: z.string().regex(GIFT_KEY_PATTERN, '2 to 30 small letters or _'),
  ...giftFields,
  credits: giftFields.credits.default(null),
  position: giftFields.position.default(0),
});
export const ZAdminGiftUpdate = z
  .object(giftFields)
  .partial()
  .extend({ key: z.string().max(30), active: z.boolean().optional() });
export const ZAdminGift = z.object({
  key: z.string(),
  names: z.record(z.string(), z.string()),
  image: z.string(),
  credits: z.number().int().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type TAdminGift = z.infer<typeof ZAdminGift>;

/** Discount codes (spec point 3 "Discount code"). */
export const DISCOUNT_VALIDITIES = ['once', 'once_per_user', 'unlimited'] as const;
export const DISCOUNT_STATUSES = ['active', 'disabled'] as const;
const discountFields = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, '3 to 40 letters, digits, - or _'),
  /** null: every site. */
  site_id: ZRowId.nullable(),
  country: ZAdminCountry.nullable(),
  user_id: ZRowId.nullable(),
  value_percentage: z.number().int().min(1).max(90),
  currency: ZAdminCurrency.nullable(),
  minimum_order_cents: z.number().int().min(0).max(10_000_000),
  /** null: every method. */
  paymentmethods: uniqueList(z.enum(PAYMENT_METHODS), PAYMENT_METHODS.length).min(1).nullable(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  status: z.enum(DISCOUNT_STATUSES),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** A welcome offer: valid this long after each member's signup. */
  signup_window_seconds: z
    .number()
    .int()
    .min(60)
    .max(90 * 86_400)
    .nullable(),
  unpaid_only: z.boolean(),
};
export const ZAdminDiscountCreate = z.object({
  ...discountFields,
  country: discountFields.country.default(null),
  user_id: discountFields.user_id.default(null),
  currency: discountFields.currency.default(null),
  minimum_order_cents: discountFields.minimum_order_cents.default(0),
  paymentmethods: discountFields.paymentmethods.default(null),
  validity: discountFields.validity.default('once_per_user'),
  status: discountFields.status.default('active'),
  expires_at: discountFields.expires_at.default(null),
  signup_window_seconds: discountFields.signup_window_seconds.default(null),
  unpaid_only: discountFields.unpaid_only.default(false),
});
export type TAdminDiscountCreate = z.infer<typeof ZAdminDiscountCreate>;
export const ZAdminDiscountUpdate = z.object(discountFields).partial().extend({ id: ZRowId });
export type TAdminDiscountUpdate = z.infer<typeof ZAdminDiscountUpdate>;
export const ZAdminDiscountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  site_id: z.number().int().nullable(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  value_percentage: z.number().int(),
  currency: z.string().nullable(),
  minimum_order_cents: z.number().int(),
  paymentmethods: ZStringList.nullable(),
  validity: z.enum(DISCOUNT_VALIDITIES),
  status: z.enum(DISCOUNT_STATUSES),
  expires_at: z.string().nullable(),
  signup_window_seconds: z.number().int().nullable(),
  unpaid_only: z.boolean(),
  created_at: z.string(),
  redemptions: z.number().int(),
});
export type TAdminDiscountCode = z.infer<typeof ZAdminDiscountCode>;
