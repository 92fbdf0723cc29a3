import { sql } from 'kysely';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { TStaffMember } from '../auth/staff-session';
import { allowedSite, type TInboxDeps } from './inbox-deps';
import { inboxSides } from './inbox.queries';

/** A claim lapses after this much quiet, so a conversation never stays stuck with one operator. */
export const CLAIM_IDLE_SECONDS = 180;

const claimEnd = (now: Date) => new Date(now.getTime() + CLAIM_IDLE_SECONDS * 1000);

/**
 * Claims a conversation for this operator. Exclusive: a live claim of someone else wins (409
 * conversation_claimed), also when two operators click at the same moment; a lapsed one is taken over.
 * Claiming again extends one's own claim. A claim newly taken (none, a lapsed one, someone else's lapsed one)
 * is written to the claim log in the same statement, for the claims per operator and day; an extension is not,
 * and keeps the time the claim was taken.
 */
export async function claimConversation(deps: TInboxDeps, staff: TStaffMember, conversationId: number) {
  const now = deps.clock.now();
  const sides = await inboxSides(deps.db, conversationId);
  if (!sides || !allowedSite(staff, sides.site_id)) throw new AppError('not_found');
  const expires = claimEnd(now);
  // One snapshot for the whole statement: `previous` is the claim as it was before this one.
  const claimed = await sql<{ staff_id: number }>`
    with previous as (
      select staff_id, expires_at from operator_claims where conversation_id = ${conversationId}
    ),
    taken as (
      insert into operator_claims (conversation_id, staff_id, claimed_at, expires_at)
      values (${conversationId}, ${staff.id}, ${now}, ${expires})
      on conflict (conversation_id) do update
        set staff_id = excluded.staff_id, expires_at = excluded.expires_at,
          claimed_at = case when operator_claims.expires_at > ${now} then operator_claims.claimed_at else excluded.claimed_at end
        where operator_claims.expires_at <= ${now} or operator_claims.staff_id = excluded.staff_id
      returning staff_id
    ),
    logged as (
      insert into operator_claim_log (conversation_id, site_id, staff_id, claimed_at)
      select ${conversationId}::integer, ${sides.site_id}::integer, taken.staff_id, ${now}::timestamptz from taken
      where not exists (select 1 from previous where previous.staff_id = taken.staff_id and previous.expires_at > ${now})
    )
    select staff_id from taken`.execute(deps.db);
  if (claimed.rows.length === 0) throw new AppError('conversation_claimed');
  return { expires_at: expires.toISOString() };
}

/** Every verb on a claimed conversation first checks the claim is this operator's and still live. */
export async function requireClaim(db: Queryable, staff: TStaffMember, conversationId: number, now: Date) {
  const claim = await db
    .selectFrom('operator_claims')
    .select('staff_id')
    .where('conversation_id', '=', conversationId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (claim?.staff_id !== staff.id) throw new AppError('conversation_claimed');
}

/** Working on a conversation (answering it) keeps the claim alive. */
export async function extendClaim(db: Queryable, conversationId: number, now: Date) {
  await db
    .updateTable('operator_claims')
    .set({ expires_at: claimEnd(now) })
    .where('conversation_id', '=', conversationId)
    .execute();
}

export async function releaseClaim(deps: TInboxDeps, staff: TStaffMember, conversationId: number) {
  await deps.db
    .deleteFrom('operator_claims')
    .where('conversation_id', '=', conversationId)
    .where('staff_id', '=', staff.id)
    .execute();
}
