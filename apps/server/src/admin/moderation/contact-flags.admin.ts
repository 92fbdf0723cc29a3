import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { TAdminContactFlag, TContactFlagStatus } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { closeContactFlag } from '../../screening/contact-flags';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { warnMember } from './member-sanctions';

const FLAGS_PER_PAGE = 20;
/** Messages shown before a flagged one (or before a refused attempt) and after it. */
const CONTEXT_BEFORE = 4;
const CONTEXT_AFTER = 2;

/**
 * The conversations around a page of flags, in one statement: for each flag a few messages before the flagged one
 * and after it, oldest first. A refused message was never written: its place is its time.
 */
async function contextsOf(db: Queryable, flagIds: number[]): Promise<Map<number, TAdminContactFlag['context']>> {
  const contexts = new Map<number, TAdminContactFlag['context']>();
  if (flagIds.length === 0) return contexts;
  const { rows } = await sql<{
    flag_id: number;
    id: string;
    from_author: boolean;
    kind: string;
    body: string;
    created_at: Date;
  }>`
    select f.id as flag_id, m.id, m.sender_id = f.profile_id as from_author, m.kind, m.body, m.created_at
    from contact_flags f
    cross join lateral (select coalesce(f.message_id, (select coalesce(max(id), 0) + 1 from messages
      where conversation_id = f.conversation_id and created_at <= f.created_at)) as place) p
    cross join lateral (
      (select id, sender_id, kind, body, created_at from messages
        where conversation_id = f.conversation_id and id < p.place order by id desc limit ${CONTEXT_BEFORE})
      union all
      (select id, sender_id, kind, body, created_at from messages
        where conversation_id = f.conversation_id and id >= p.place order by id limit ${CONTEXT_AFTER + 1})) m
    where f.id = any(${flagIds}::int[]) and f.conversation_id is not null
    order by f.id, m.id`.execute(db);
  for (const row of rows) {
    const context = contexts.get(row.flag_id) ?? [];
    context.push({
      id: Number(row.id),
      from_author: row.from_author,
      kind: row.kind,
      body: row.body,
      created_at: new Date(row.created_at).toISOString(),
    });
    contexts.set(row.flag_id, context);
  }
  return contexts;
}

/** Flagged, masked and refused contact details: open ones oldest first, decided ones latest first. */
export async function listContactFlags(
  deps: Pick<AppDeps, 'db'>,
  status: TContactFlagStatus,
  page: number,
): Promise<TAdminContactFlag[]> {
  const rows = await deps.db
    .selectFrom('contact_flags as f')
    .innerJoin('profiles as p', 'p.id', 'f.profile_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('sites as s', 's.id', 'f.site_id')
    .leftJoin('staff as st', 'st.id', 'f.staff_id')
    .leftJoin('profiles as o', 'o.id', 'f.other_profile_id')
    .select([
      'f.id',
      'f.created_at',
      'f.source',
      'f.action',
      'f.status',
      'f.profile_id',
      'f.text',
      'f.findings',
      'f.conversation_id',
      'f.message_id',
      'p.name',
      'p.user_id',
      'u.fictional',
      's.name as site_name',
      'st.name as operator_name',
      'o.name as other_name',
    ])
    .where('f.status', '=', status)
    .orderBy('f.created_at', status === 'open' ? 'asc' : 'desc')
    .orderBy('f.id', status === 'open' ? 'asc' : 'desc')
    .limit(FLAGS_PER_PAGE)
    .offset((page - 1) * FLAGS_PER_PAGE)
    .execute();
  const contexts = await contextsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    message_id: row.message_id === null ? null : Number(row.message_id),
    context: contexts.get(row.id) ?? [],
  }));
}

/**
 * Closes an open flag: "dismiss" (nothing wrong: a price, a shop's address), or "warn": the author gets a
 * warning with the translated reason and the moderator's words. An operator's flag is never a member warning:
 * the moderator takes it up with the operator.
 */
export async function decideContactFlag(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staff: TStaffMember,
  req: FastifyRequest,
  input: { flag: number; decision: 'dismiss' | 'warn'; message: string },
): Promise<void> {
  await inTransaction(deps.db, async ({ tx }) => {
    const status = input.decision === 'warn' ? 'warned' : 'dismissed';
    const flag = await closeContactFlag(tx, {
      flagId: input.flag,
      status,
      reviewedBy: staff.id,
      now: deps.clock.now(),
    });
    if (status === 'warned') await warnMember(tx, staff, req, flag.userId, 'contact_details', input.message);
    await audit(tx, staff, req, {
      action: `contact_flag.${input.decision}`,
      targetType: 'contact_flag',
      targetId: flag.id,
      before: { status: 'open' },
      after: { status },
    });
  });
}
