import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import { lookUpDiscount, type TBuyer } from './discounts.service';

/** How long a retention code works after it was offered. */
export const RETENTION_CODE_DAYS = 7;
/** The most a discount code may take off (the check on discount_codes.value_percentage). */
const MAX_DISCOUNT_PERCENTAGE = 90;
/** Letters and digits that cannot be mistaken for one another when a member types the code. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return `STAY-${[...randomBytes(8)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

export interface TRetentionCode {
  code: string;
  value_percentage: number;
  expires: string;
}

/**
 * The "N % off your next credits" offer to a member about to delete their account (decision 021): a
 * personal code, made the first time it is offered, for this member alone, one payment, RETENTION_CODE_DAYS.
 * A member gets one per site, ever: once used or expired it is not offered again. Null when the company
 * offers no discount, or the member's code is spent.
 */
export async function retentionCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  site: TSiteRow,
  buyer: TBuyer,
  percentage: number,
): Promise<TRetentionCode | null> {
  if (percentage <= 0) return null;
  const now = deps.clock.now();
  await deps.db
    .insertInto('discount_codes')
    .values({
      code: newCode(),
      site_id: site.id,
      user_id: buyer.userId,
      value_percentage: Math.min(percentage, MAX_DISCOUNT_PERCENTAGE),
      validity: 'once',
      purpose: 'retention',
      expires_at: new Date(now.getTime() + RETENTION_CODE_DAYS * 86_400_000),
      created_at: now,
    })
    // Offered before (or at the same moment in another tab): that code stays the member's one.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const row = await deps.db
    .selectFrom('discount_codes')
    .select('code')
    .where('user_id', '=', buyer.userId)
    .where('site_id', '=', site.id)
    .where('purpose', '=', 'retention')
    .executeTakeFirstOrThrow();
  try {
    // The same rules as at checkout: still active, not expired, not used by a payment.
    const usable = await lookUpDiscount(deps.db, site, buyer, row.code, now);
    return { code: usable.code, value_percentage: usable.value_percentage, expires: usable.expires! };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
