import { z } from 'zod';
import { ZAdminPackageCreate } from '@app/shared';
import { blankable, moneyCents } from './form-schemas';

const rule = ZAdminPackageCreate.shape;

/**
 * A credit package as its form holds it, the price as typed ("9.99"), checked with the rules of
 * POST/PUT /api/admin/packages.php; the output carries the price in cents, as the server takes it.
 */
export const ZPackageDraft = z
  .object({
    currency: rule.currency,
    credits: blankable(rule.credits),
    price_cents: z.string(),
    style: rule.style,
    best_value: z.boolean(),
    position: blankable(rule.position.unwrap()),
  })
  .transform((values, ctx) => ({
    ...values,
    price_cents: moneyCents(ctx, 'price_cents', values.price_cents, values.currency, rule.price_cents),
  }));
export type TPackageDraft = z.input<typeof ZPackageDraft>;
export type TPackageValues = z.output<typeof ZPackageDraft>;
