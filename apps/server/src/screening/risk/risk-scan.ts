import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import type { Database, Queryable } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { findBehaviour, type TStartedConversation } from './risk-behaviour';
import { findRiskTerms } from './risk-term-match';
import { refreshMemberRisk } from './risk-queue';

/** Messages read per batch, and batches per run: a run reads at most 2,000 messages, the next goes on. */
const BATCH = 250;
const BATCHES_PER_RUN = 8;
/** A message younger than this waits for the next run: a send still committing cannot be passed over. */
const SCAN_LAG_MS = 30_000;
/** The conversations of a member read for behaviour: the newest ones within the longest window. */
const STARTED_READ = 500;
const BEHAVIOUR_WINDOW_HOURS = 48;

interface TScannedMessage {
  id: number;
  sender_id: number;
  site_id: number;
  kind: string;
  body: string;
  created_at: Date;
  fictional: boolean;
}

/** The next messages after the cursor, oldest first, with whether their sender is a fictional profile. */
async function nextMessages(db: Queryable, after: number, before: Date) {
  const { rows } = await sql<TScannedMessage>`
    select m.id, m.sender_id, p.site_id, m.kind, m.body, m.created_at, u.fictional
    from messages m
    join profiles p on p.id = m.sender_id
    join users u on u.id = p.user_id
    where m.id > ${after} and m.created_at < ${before}
    order by m.id
    limit ${BATCH}`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at) }));
}

/** The conversations a member started since `since` (newest first), each with its first message. */
async function startedConversations(db: Queryable, profileId: number, since: Date): Promise<TStartedConversation[]> {
  const { rows } = await sql<{ first_id: string | number; body: string; created_at: Date; answered: boolean }>`
    select f.id as first_id, f.body, c.created_at,
      exists (select 1 from messages r where r.conversation_id = c.id and r.sender_id <> ${profileId}) as answered
    from conversations c
    cross join lateral (select id, body from messages where conversation_id = c.id order by id limit 1) f
    where c.started_by = ${profileId} and c.created_at > ${since}
    order by c.created_at desc
    limit ${STARTED_READ}`.execute(db);
  return rows.map((row) => ({
    firstMessageId: Number(row.first_id),
    body: row.body,
    createdAt: new Date(row.created_at),
    answered: row.answered,
  }));
}

/** One member's new evidence from `messages` (theirs), their behaviour, their score and the queue. */
async function scanMember(db: Database, now: Date, profileId: number, messages: TScannedMessage[]) {
  const member = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('member_risks as r', 'r.profile_id', 'p.id')
    .select(['p.site_id', 'u.signup_date', 'r.decided_at'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
  if (!member) return;
  const windowStart = new Date(now.getTime() - BEHAVIOUR_WINDOW_HOURS * 3_600_000);
  const decidedAt = member.decided_at ? new Date(member.decided_at) : null;
  const since = decidedAt && decidedAt > windowStart ? decidedAt : windowStart;
  const behaviour = findBehaviour(await startedConversations(db, profileId, since), new Date(member.signup_date), now);
  const terms = messages.flatMap((message) =>
    message.kind === 'text' ? findRiskTerms(message.body).map((finding) => ({ message, ...finding })) : [],
  );
  if (terms.length === 0 && behaviour.length === 0) return;
  await inTransaction(db, async ({ tx }) => {
    if (terms.length > 0)
      await tx
        .insertInto('member_risk_evidence')
        .values(
          terms.map(({ message, category, terms: found }) => ({
            profile_id: profileId,
            kind: category,
            message_id: message.id,
            terms: found,
            excerpt: message.body.slice(0, 500),
            created_at: message.created_at,
            updated_at: now,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['profile_id', 'kind', 'message_id']).where('message_id', 'is not', null).doNothing(),
        )
        .execute();
    for (const found of behaviour)
      await sql`
        insert into member_risk_evidence (profile_id, kind, message_ids, count, excerpt, created_at, updated_at)
        values (${profileId}, ${found.kind}, ${found.messageIds}::bigint[], ${found.count},
          ${found.excerpt.slice(0, 500)}, ${now}, ${now})
        on conflict (profile_id, kind)
          where review_id is null and kind in ('same_first_message', 'unanswered_first_messages', 'new_account_burst')
        do update set message_ids = excluded.message_ids, count = greatest(member_risk_evidence.count, excluded.count),
          excerpt = excluded.excerpt, updated_at = excluded.updated_at`.execute(tx);
    await refreshMemberRisk(tx, { profileId, siteId: member.site_id, now });
  });
}

/**
 * The scheduled scan (not the send path): reads the messages written since the cursor in batches, adds the
 * evidence of their senders (fictional profiles are operators' words and are left out), recomputes each sender's
 * score and puts a member at the site's threshold into the review queue. Answers how many messages it read.
 */
export async function scanNewMessages(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<string> {
  const { db, clock } = deps;
  let read = 0;
  let members = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
    const now = clock.now();
    const cursor = await db.selectFrom('member_risk_scan').select('last_message_id').executeTakeFirstOrThrow();
    const messages = await nextMessages(db, Number(cursor.last_message_id), new Date(now.getTime() - SCAN_LAG_MS));
    if (messages.length === 0) break;
    const bySender = new Map<number, TScannedMessage[]>();
    for (const message of messages)
      if (!message.fictional) bySender.set(message.sender_id, [...(bySender.get(message.sender_id) ?? []), message]);
    for (const [profileId, theirs] of bySender) await scanMember(db, now, profileId, theirs);
    await db
      .updateTable('member_risk_scan')
      .set({ last_message_id: messages.at(-1)!.id })
      .execute();
    read += messages.length;
    members += bySender.size;
    if (messages.length < BATCH) break;
  }
  return `${read} messages of ${members} members read`;
}
