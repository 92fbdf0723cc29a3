import type { TCreditReason } from '@app/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/database';
import { AppError } from '../lib/errors';

/** Postgres: a check constraint failed (here: users.credits >= 0). */
const CHECK_VIOLATION = '23514';

export interface TCreditEntry {
  userId: number;
  /** What the change is for; `ref` names the thing paid for or bought. */
  reason: TCreditReason;
  ref?: { type: string; id: number };
  /** A retried request with the same key finds the first entry instead of writing a second. */
  idempotencyKey?: string;
  note?: string;
}

function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === CHECK_VIOLATION;
}

async function writeEntry(tx: Tx, entry: TCreditEntry, delta: number): Promise<number> {
  // The entry and what it pays for commit together or not at all.
  if (!tx.isTransaction) throw new Error('credit entries are written inside a transaction');
  const row = await tx
    .insertInto('credit_ledger')
    .values({
      user_id: entry.userId,
      delta,
      reason: entry.reason,
      ref_type: entry.ref?.type ?? null,
      ref_id: entry.ref?.id ?? null,
      idempotency_key: entry.idempotencyKey ?? null,
      note: entry.note ?? '',
    })
    .returning('balance_after')
    .executeTakeFirstOrThrow();
  return row.balance_after;
}

/**
 * Takes credits from a member inside the caller's transaction, with the thing paid for. The database
 * refuses an entry that would take the balance below zero: that is 402 insufficient_credits, and the
 * caller's transaction (the message, the gift) rolls back with it. Answers the new balance.
 */
export async function spendCredits(tx: Tx, entry: TCreditEntry, amount: number): Promise<number> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`spendCredits: bad amount ${amount}`);
  if (amount === 0) return currentBalance(tx, entry.userId);
  try {
    return await writeEntry(tx, entry, -amount);
  } catch (error) {
    if (isCheckViolation(error)) throw new AppError('insufficient_credits', { needed: amount });
    throw error;
  }
}

/** Gives credits (signup bonus, a purchase, staff goodwill, a refund of a spend) inside the caller's transaction. */
export async function grantCredits(tx: Tx, entry: TCreditEntry, amount: number): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`grantCredits: bad amount ${amount}`);
  return writeEntry(tx, entry, amount);
}

export async function currentBalance(tx: Tx, userId: number): Promise<number> {
  const row = await tx.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.credits;
}

/**
 * A spend as one part of a larger statement (a common table expression), for a write that must take no
 * more round trips than it needs: the chat's message send (decision 029). `from` names the rows the spend
 * is for (a CTE such as the inserted message): no row, no entry, so a send that lost an idempotency race
 * charges nothing. It answers `balance_after`. One statement is one transaction: the entry, the balance
 * (the trigger) and what it pays for commit together or not at all; users.credits >= 0 makes the whole
 * statement fail with a check violation, which `isInsufficientCredits` recognises.
 */
export function spendCreditsStep(
  entry: Omit<TCreditEntry, 'ref'> & { ref: { type: string; id: RawBuilder<number> } },
  amount: number,
  from: RawBuilder<unknown>,
): RawBuilder<{ balance_after: number }> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`spendCreditsStep: bad amount ${amount}`);
  return sql`insert into credit_ledger (user_id, delta, reason, ref_type, ref_id, idempotency_key, note)
    select ${entry.userId}::int, ${-amount}::int, ${entry.reason}::text, ${entry.ref.type}::text, ${entry.ref.id},
      ${entry.idempotencyKey ?? null}::text, ${entry.note ?? ''}::text
    from ${from}
    returning balance_after`;
}

/** Whether a statement with a spend in it failed because the balance would go below zero. */
export function isInsufficientCredits(error: unknown): boolean {
  return isCheckViolation(error);
}
