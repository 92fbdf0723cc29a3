import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { isLanguage, type TLanguage } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import { announceMessage } from '../../chat/chat-events';
import { messageRows, recordDelivery } from '../../chat/chat.queries';
import { toMessage } from '../../chat/message-view';
import type { Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { toCard } from '../../members/cards';
import { profileCards } from '../../members/cards.queries';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { inboxSides, waitingConversations } from './inbox.queries';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'jobs'>;
/** A claim lapses after this much quiet, so a conversation never stays stuck with one operator. */
export const CLAIM_IDLE_SECONDS = 180;
const QUICK_REPLIES = ['greeting', 'howAreYou', 'tellMore', 'compliment', 'busy', 'plans'] as const;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function allowedSite(staff: TStaffMember, siteId: number): boolean {
  return staff.site_ids === null || staff.site_ids.includes(siteId);
}

export async function listWaiting(deps: Deps, staff: TStaffMember) {
  const rows = await waitingConversations(deps.db, deps.clock.now(), staff.site_ids).execute();
  return rows.map((row) => ({
    ...row,
    unread_since: iso(row.unread_since),
    claim_expires_at: iso(row.claim_expires_at),
  }));
}

/**
 * Claims a conversation for this operator. Exclusive: a live claim of someone else wins (409
 * conversation_claimed), also when two operators click at the same moment; a lapsed one is taken over.
 * Claiming again extends one's own claim.
 */
export async function claimConversation(deps: Deps, staff: TStaffMember, conversationId: number) {
  const now = deps.clock.now();
  const sides = await inboxSides(deps.db, conversationId);
  if (!sides || !allowedSite(staff, sides.site_id)) throw new AppError('not_found');
  const expires = new Date(now.getTime() + CLAIM_IDLE_SECONDS * 1000);
  const claimed = await sql<{ staff_id: number }>`
    insert into operator_claims (conversation_id, staff_id, claimed_at, expires_at)
    values (${conversationId}, ${staff.id}, ${now}, ${expires})
    on conflict (conversation_id) do update
      set staff_id = excluded.staff_id, claimed_at = excluded.claimed_at, expires_at = excluded.expires_at
      where operator_claims.expires_at <= ${now} or operator_claims.staff_id = excluded.staff_id
    returning staff_id`.execute(deps.db);
  if (claimed.rows.length === 0) throw new AppError('conversation_claimed');
  return { expires_at: expires.toISOString() };
}

async function requireClaim(db: Tx | Deps['db'], staff: TStaffMember, conversationId: number, now: Date) {
  const claim = await db
    .selectFrom('operator_claims')
    .select('staff_id')
    .where('conversation_id', '=', conversationId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (claim?.staff_id !== staff.id) throw new AppError('conversation_claimed');
}

export async function releaseClaim(deps: Deps, staff: TStaffMember, conversationId: number) {
  await deps.db
    .deleteFrom('operator_claims')
    .where('conversation_id', '=', conversationId)
    .where('staff_id', '=', staff.id)
    .execute();
}

/** What the claiming operator works with: both profiles, the whole conversation, notes and quick replies. */
export async function claimedConversation(deps: Deps, staff: TStaffMember, conversationId: number) {
  const now = deps.clock.now();
  await requireClaim(deps.db, staff, conversationId, now);
  const sides = await inboxSides(deps.db, conversationId);
  if (!sides) throw new AppError('not_found');
  const profile = (id: number) =>
    profileCards(deps.db, sides.site_id)
      .select([
        'p.about',
        'p.gender',
        'p.sexuality',
        'p.seeking',
        'p.hair_color',
        'p.eye_color',
        'p.body_type',
        'p.relationship_status',
        'u.language',
      ])
      .where('p.id', '=', id)
      .executeTakeFirstOrThrow();
  const [fictional, member, messages, notes] = await Promise.all([
    profile(sides.fictional_profile_id),
    profile(sides.member_profile_id),
    messageRows(deps.db).where('m.conversation_id', '=', conversationId).orderBy('m.id', 'desc').limit(200).execute(),
    deps.db
      .selectFrom('operator_notes as n')
      .leftJoin('staff as st', 'st.id', 'n.staff_id')
      .select(['n.id', 'n.text', 'n.created_at', 'st.name as author'])
      .where('n.conversation_id', '=', conversationId)
      .orderBy('n.id')
      .execute(),
  ]);
  const language: TLanguage = isLanguage(member.language) ? member.language : 'en';
  // Photos are served under the conversation's own site's address, which may differ from the console's.
  const site = await deps.db
    .selectFrom('sites')
    .select('cdn_prefix')
    .where('id', '=', sides.site_id)
    .executeTakeFirstOrThrow();
  const facts = (row: typeof member) => ({
    ...toCard(row, now),
    about: row.about,
    gender: row.gender,
    sexuality: row.sexuality,
    seeking: row.seeking,
    interests: row.interests as string[],
    hair_color: row.hair_color,
    eye_color: row.eye_color,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    language: row.language,
  });
  return {
    conversation_id: conversationId,
    cdn_prefix: site.cdn_prefix,
    fictional: facts(fictional),
    member: facts(member),
    messages: messages.reverse().map((row) => toMessage(row, 'en')),
    notes: notes.map((note) => ({ ...note, created_at: iso(note.created_at)! })),
    quick_replies: QUICK_REPLIES.map((key) =>
      translate(language, `operatorQuickReplies.${key}`, { name: member.name }),
    ),
  };
}

/**
 * Answers as the fictional profile: no credits, the member sees it at once like any message (socket,
 * push, unread count), and the reply is counted for the operator with how long the member waited.
 */
export async function replyAsFictional(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  conversationId: number,
  body: string,
) {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (context) => {
    const { tx } = context;
    await requireClaim(tx, staff, conversationId, now);
    const sides = await inboxSides(tx, conversationId);
    if (!sides) throw new AppError('not_found');
    const member = await tx
      .selectFrom('profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.user_id', 'u.language', 'u.fictional'])
      .where('p.id', '=', sides.member_profile_id)
      .executeTakeFirstOrThrow();
    const inserted = await tx
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_id: sides.fictional_profile_id,
        kind: 'text',
        body,
        credits: 0,
        idempotency_key: null,
        gift_key: null,
        chat_photo_id: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordDelivery(tx, {
      conversationId,
      messageId: inserted.id,
      senderProfileId: sides.fictional_profile_id,
      recipientProfileId: member.id,
      now,
    });
    const waiting = sides.unread_since ? new Date(sides.unread_since) : null;
    await tx
      .insertInto('operator_replies')
      .values({
        message_id: inserted.id,
        conversation_id: conversationId,
        site_id: sides.site_id,
        staff_id: staff.id,
        first_response: waiting !== null,
        waited_seconds: waiting ? Math.max(0, Math.round((now.getTime() - waiting.getTime()) / 1000)) : 0,
        created_at: now,
      })
      .execute();
    await tx
      .updateTable('operator_claims')
      .set({ expires_at: new Date(now.getTime() + CLAIM_IDLE_SECONDS * 1000) })
      .where('conversation_id', '=', conversationId)
      .execute();
    await audit(tx, staff, req, {
      action: 'inbox.reply',
      targetType: 'conversation',
      targetId: conversationId,
      after: { message_id: inserted.id },
    });
    const row = await messageRows(tx).where('m.id', '=', inserted.id).executeTakeFirstOrThrow();
    const sender = {
      userId: sides.fictional_user_id,
      profileId: sides.fictional_profile_id,
      siteId: sides.site_id,
      paidUser: false,
      confirmed: true,
      language: 'en',
    };
    const recipient = {
      id: member.id,
      user_id: member.user_id,
      language: member.language,
      fictional: member.fictional,
    };
    await announceMessage(deps, context, { row, clientKey: `operator-${inserted.id}`, sender, recipient, credits: 0 });
  });
}

export async function addNote(deps: Deps, staff: TStaffMember, conversationId: number, text: string) {
  await requireClaim(deps.db, staff, conversationId, deps.clock.now());
  await deps.db
    .insertInto('operator_notes')
    .values({ conversation_id: conversationId, staff_id: staff.id, text })
    .execute();
}

/** Per operator: conversations answered, replies, and the median wait before their first answer. */
export async function operatorFigures(deps: Deps, from: Date, to: Date) {
  const rows = await deps.db
    .selectFrom('operator_replies as r')
    .innerJoin('staff as st', 'st.id', 'r.staff_id')
    .select([
      'st.id as staff_id',
      'st.name',
      sql<number>`count(distinct r.conversation_id)`.as('conversations_answered'),
      sql<number>`count(*)`.as('replies'),
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by r.waited_seconds) filter (where r.first_response)`.as(
        'median_first_response_seconds',
      ),
    ])
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .groupBy(['st.id', 'st.name'])
    .orderBy('st.name')
    .execute();
  return rows.map((row) => ({
    ...row,
    conversations_answered: Number(row.conversations_answered),
    replies: Number(row.replies),
    median_first_response_seconds:
      row.median_first_response_seconds === null ? null : Math.round(Number(row.median_first_response_seconds)),
  }));
}
