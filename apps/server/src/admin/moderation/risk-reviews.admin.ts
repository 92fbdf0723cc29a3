import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  RISK_WARNING_REASON,
  type TAdminDossierRisk,
  type TAdminRiskReview,
  type TRiskDecision,
  type TRiskReviewStatus,
} from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { closeRiskReview } from '../../screening/risk/risk-reviews';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { banMember, disableProfile, warnMember } from './member-sanctions';

const REVIEWS_PER_PAGE = 20;
const iso = (value: Date | string) => new Date(value).toISOString();

/** A member's evidence, newest first: the open items, or those a review decided. */
export async function evidenceOf(db: Queryable, profileIds: number[], reviewIds: number[] | null) {
  if (profileIds.length === 0) return [];
  let query = db
    .selectFrom('member_risk_evidence')
    .select([
      'id',
      'profile_id',
      'kind',
      'terms',
      'count',
      'excerpt',
      'message_id',
      'message_ids',
      'review_id',
      'created_at',
      'updated_at',
    ])
    .where('profile_id', 'in', profileIds)
    .orderBy('id', 'desc')
    .limit(50 * profileIds.length);
  query =
    reviewIds === null
      ? query.where('review_id', 'is', null)
      : query.where('review_id', 'in', reviewIds.length > 0 ? reviewIds : [0]);
  const rows = await query.execute();
  return rows.map(({ message_id, message_ids, created_at, updated_at, ...row }) => ({
    ...row,
    message_ids: (message_id !== null ? [message_id] : message_ids).map(Number),
    created_at: iso(created_at),
    updated_at: iso(updated_at),
  }));
}

/** The messages behind a page of evidence, with whom each was for. */
async function messagesOf(db: Queryable, ids: number[]) {
  if (ids.length === 0) return new Map<number, TAdminRiskReview['messages'][number]>();
  const { rows } = await sql<{
    id: string | number;
    conversation_id: number;
    to_name: string;
    kind: string;
    body: string;
    created_at: Date;
  }>`
    select m.id, m.conversation_id, o.name as to_name, m.kind, m.body, m.created_at
    from messages m
    join conversation_members cm on cm.conversation_id = m.conversation_id and cm.profile_id = m.sender_id
    join profiles o on o.id = cm.other_profile_id
    where m.id = any(${ids}::bigint[])`.execute(db);
  return new Map(
    rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), created_at: iso(row.created_at) }] as const),
  );
}

/** The review queue (open ones by score, highest first) or the decided ones (latest first), with their evidence. */
export async function listRiskReviews(
  deps: Pick<AppDeps, 'db'>,
  status: TRiskReviewStatus,
  page: number,
  /** One review whatever its status (the link from an appeal). */
  reviewId?: number,
): Promise<TAdminRiskReview[]> {
  let query = deps.db
    .selectFrom('member_risk_reviews as r')
    .innerJoin('profiles as p', 'p.id', 'r.profile_id')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .leftJoin('member_risks as k', 'k.profile_id', 'r.profile_id')
    .leftJoin('staff as st', 'st.id', 'r.decided_by')
    .leftJoin('complaints as c', 'c.risk_review_id', 'r.id')
    .select([
      'r.id',
      'r.status',
      'r.profile_id',
      'r.score as opened_score',
      'r.note',
      'r.created_at',
      'r.decided_at',
      'p.user_id',
      'p.name',
      's.name as site_name',
      'k.score',
      'st.name as decided_by',
      'c.id as appeal_complaint_id',
    ])
    .where((eb) => (reviewId === undefined ? eb('r.status', '=', status) : eb('r.id', '=', reviewId)));
  query =
    status === 'open'
      ? query.orderBy('k.score', 'desc').orderBy('r.created_at', 'asc')
      : query.orderBy('r.decided_at', 'desc');
  const rows = await query
    .orderBy('r.id')
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE)
    .execute();
  const [openEvidence, decidedEvidence] = await Promise.all([
    evidenceOf(
      deps.db,
      rows.filter((row) => row.status === 'open').map((row) => row.profile_id),
      null,
    ),
    evidenceOf(
      deps.db,
      rows.filter((row) => row.status !== 'open').map((row) => row.profile_id),
      rows.map((row) => row.id),
    ),
  ]);
  const evidence = [...openEvidence, ...decidedEvidence];
  const messages = await messagesOf(deps.db, [...new Set(evidence.flatMap((item) => item.message_ids))]);
  return rows.map((row) => {
    const theirs =
      row.status === 'open'
        ? openEvidence.filter((item) => item.profile_id === row.profile_id)
        : decidedEvidence.filter((item) => item.review_id === row.id);
    const ids = [...new Set(theirs.flatMap((item) => item.message_ids))];
    return {
      ...row,
      score: row.status === 'open' ? (row.score ?? row.opened_score) : row.opened_score,
      created_at: iso(row.created_at),
      decided_at: row.decided_at ? iso(row.decided_at) : null,
      evidence: theirs.map(({ profile_id: _profile, ...item }) => item),
      messages: ids.flatMap((id) => messages.get(id) ?? []).sort((a, b) => a.id - b.id),
    };
  });
}

/** The support dossier's view: the score, the open evidence first, then the decided, and the reviews. */
export async function memberRisk(db: Queryable, profileId: number): Promise<TAdminDossierRisk> {
  const [risk, reviews] = await Promise.all([
    db
      .selectFrom('member_risks')
      .select(['score', 'updated_at'])
      .where('profile_id', '=', profileId)
      .executeTakeFirst(),
    db
      .selectFrom('member_risk_reviews')
      .select(['id', 'status', 'created_at', 'decided_at', 'note'])
      .where('profile_id', '=', profileId)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  const open = await evidenceOf(db, [profileId], null);
  const decided = await evidenceOf(
    db,
    [profileId],
    reviews.map((review) => review.id),
  );
  return {
    score: risk?.score ?? 0,
    updated_at: risk ? iso(risk.updated_at) : null,
    evidence: [...open, ...decided].map(({ profile_id: _profile, ...item }) => item),
    reviews: reviews.map((review) => ({
      ...review,
      created_at: iso(review.created_at),
      decided_at: review.decided_at ? iso(review.decided_at) : null,
    })),
  };
}

const STATUS_OF = { dismiss: 'dismissed', warn: 'warned', suspend: 'suspended', ban: 'banned' } as const;

/**
 * A moderator's decision on a review: dismiss (nothing wrong), warn (the member sees the translated reason and
 * the moderator's note), suspend (the profile is taken out of search and off others' screens), or ban. Each
 * is audited with the review; deciding a review twice answers 409 `review_decided`.
 */
export async function decideRiskReview(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staff: TStaffMember,
  req: FastifyRequest,
  input: { review: number; decision: TRiskDecision; note: string; ban_ip_range: boolean },
): Promise<void> {
  await inTransaction(deps.db, async (context) => {
    const { tx } = context;
    const status = STATUS_OF[input.decision];
    const review = await closeRiskReview(tx, {
      reviewId: input.review,
      status,
      note: input.note,
      staffId: staff.id,
      now: deps.clock.now(),
    });
    if (review.fictional && status !== 'dismissed')
      throw new AppError('invalid_input', { fields: { decision: ['not for a fictional profile'] } });
    if (status === 'warned') await warnMember(tx, staff, req, review.userId, RISK_WARNING_REASON, input.note);
    if (status === 'suspended') await disableProfile(tx, staff, req, review.userId);
    if (status === 'banned')
      await banMember(context, staff, req, review.userId, {
        reason: input.note || RISK_WARNING_REASON,
        banIpRange: input.ban_ip_range,
      });
    await audit(tx, staff, req, {
      action: `risk_review.${input.decision}`,
      targetType: 'member_risk_review',
      targetId: review.id,
      before: { status: 'open' },
      after: { status, note: input.note, user_id: review.userId },
    });
  });
}
