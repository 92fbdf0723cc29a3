import { sql, type RawBuilder } from 'kysely';
import type { TContactFlagSource } from '@app/shared';
import type { Queryable, Tx } from '../db/database';
import { AppError } from '../lib/errors';
import type { TContactScreening } from './contact-policy';

/** Who wrote a flagged text, where, and to whom. */
export interface TContactFlagOrigin {
  siteId: number;
  /** The author's profile: a member, or the fictional profile an operator wrote as. */
  profileId: number;
  /** The operator who wrote as a fictional profile. */
  staffId: number | null;
  source: TContactFlagSource;
  conversationId: number | null;
  otherProfileId: number | null;
  now: Date;
}

type TFlag = NonNullable<TContactScreening['flag']>;

/**
 * The flag of a delivered message, as a step of the statement that writes it (record-message.ts): it hangs
 * on the inserted message (`from`), so a send that loses its race flags nothing.
 */
export function contactFlagStep(flag: TFlag, origin: TContactFlagOrigin, from: RawBuilder<unknown>) {
  return sql`insert into contact_flags (site_id, profile_id, staff_id, source, action, conversation_id,
      other_profile_id, message_id, text, findings, created_at)
    select ${origin.siteId}::int, ${origin.profileId}::int, ${origin.staffId}::int, ${origin.source}::text,
      ${flag.action}::text, ${origin.conversationId}::int, ${origin.otherProfileId}::int, ${from}.id, ${flag.text}::text,
      ${JSON.stringify(flag.findings)}::jsonb, ${origin.now}::timestamptz
    from ${from}`;
}

/** A flag on its own: a refused message (never written) or a profile text. */
export async function recordContactFlag(db: Queryable, flag: TFlag, origin: TContactFlagOrigin): Promise<void> {
  await db
    .insertInto('contact_flags')
    .values({
      site_id: origin.siteId,
      profile_id: origin.profileId,
      staff_id: origin.staffId,
      source: origin.source,
      action: flag.action,
      conversation_id: origin.conversationId,
      other_profile_id: origin.otherProfileId,
      text: flag.text,
      findings: JSON.stringify(flag.findings),
      created_at: origin.now,
    })
    .execute();
}

/**
 * Closes an open flag as a moderator decided (admin/moderation/contact-flags.admin.ts): dismissed, or warned.
 * Answers the author's account for the warning. A fictional profile is not warned: its words were an
 * operator's, which is taken up with the operator.
 */
export async function closeContactFlag(
  tx: Tx,
  input: { flagId: number; status: 'dismissed' | 'warned'; reviewedBy: number; now: Date },
): Promise<{ id: number; userId: number }> {
  const flag = await tx
    .selectFrom('contact_flags as f')
    .innerJoin('profiles as p', 'p.id', 'f.profile_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['f.id', 'f.status', 'p.user_id', 'u.fictional'])
    .where('f.id', '=', input.flagId)
    .forUpdate('f')
    .executeTakeFirst();
  if (!flag || flag.status !== 'open') throw new AppError('not_found');
  if (input.status === 'warned' && flag.fictional)
    throw new AppError('invalid_input', { fields: { decision: ['not for a fictional profile'] } });
  await tx
    .updateTable('contact_flags')
    .set({ status: input.status, reviewed_by: input.reviewedBy, reviewed_at: input.now })
    .where('id', '=', flag.id)
    .execute();
  return { id: flag.id, userId: flag.user_id };
}
