import { z } from 'zod';
import { fieldIssue, ZAdminPostbackTemplateBody } from '@app/shared';

const rule = ZAdminPostbackTemplateBody.shape;

/**
 * A postback template as its form holds it, the fixed payout as typed ("2.50", empty for the order's
 * amount), checked with the rules of POST/PUT /api/admin/postbacks.php.
 */
export const ZPostbackDraft = z
  .object({
    network: rule.network,
    event: rule.event,
    url: rule.url,
    fixed_payout: z.string(),
    active: z.boolean(),
  })
  .transform(({ fixed_payout, ...values }, ctx) => {
    const typed = fixed_payout.trim().replace(',', '.');
    if (typed === '') return { ...values, fixed_payout_cents: null };
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(typed)) {
      ctx.addIssue({ ...fieldIssue('invalid'), path: ['fixed_payout'] });
      return z.NEVER;
    }
    return { ...values, fixed_payout_cents: Math.round(Number(typed) * 100) };
  });
export type TPostbackDraft = z.input<typeof ZPostbackDraft>;

export const payoutDraft = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
