import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import {
  VERIFICATION_ATTEMPTS_PER_DAY,
  VERIFICATION_POSES,
  VERIFICATION_START_TTL_MINUTES,
  type TVerificationState,
} from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import { inTransaction } from '../db/transaction';
import { enqueueJob } from '../jobs/job-queue';
import { AppError } from '../lib/errors';
import { newMediaName, removeMemberUploads } from '../photos/media-storage';
import { queueMediaRemoval } from '../photos/media-removal-jobs';
import { SELFIE_CHECK_JOB } from './selfie-check-job';
import { normalisedSelfie } from './selfie-image';

type Deps = Pick<AppDeps, 'db' | 'media' | 'jobs' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_STATUSES = ['started', 'checking', 'review'] as const;

const startedSince = (now: Date) => new Date(now.getTime() - VERIFICATION_START_TTL_MINUTES * 60_000);

/** The member's latest check, a started one only while it has not expired. */
async function latestCheck(db: Queryable, userId: number, now: Date) {
  const row = await db
    .selectFrom('verifications')
    .select(['id', 'status', 'pose', 'rejection_reason', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row?.status === 'started' && new Date(row.created_at) < startedSince(now)) return undefined;
  return row;
}

/** Selfies sent in the last 24 hours, towards VERIFICATION_ATTEMPTS_PER_DAY. */
async function selfiesToday(db: Queryable, userId: number, now: Date): Promise<number> {
  const { count } = await db
    .selectFrom('verifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('selfie_at', '>', new Date(now.getTime() - DAY_MS))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * An approved photo a face can be compared with: screened with at least one face, or not screened (photos from
 * before screening, whose faces the check itself looks for).
 */
async function hasComparablePhoto(db: Queryable, userId: number): Promise<boolean> {
  const photo = await db
    .selectFrom('photos')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('screening', 'is', null), eb(sql`(screening->>'faces')::int`, '>', 0)]))
    .limit(1)
    .executeTakeFirst();
  return photo !== undefined;
}

/** Where the member's verification stands: GET /api/verification.php. */
export async function verificationState(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<TVerificationState> {
  const now = deps.clock.now();
  const [check, used, hasPhoto, profile] = [
    await latestCheck(deps.db, userId, now),
    await selfiesToday(deps.db, userId, now),
    await hasComparablePhoto(deps.db, userId),
    await deps.db.selectFrom('profiles').select('verified_at').where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ];
  return {
    // A withdrawn check is as if none had started.
    status: check && check.status !== 'withdrawn' ? check.status : null,
    pose: check?.status === 'started' ? check.pose : null,
    verified_at: profile.verified_at ? new Date(profile.verified_at).toISOString() : null,
    rejection_reason: check?.status === 'rejected' ? check.rejection_reason : null,
    attempts_left: Math.max(0, VERIFICATION_ATTEMPTS_PER_DAY - used),
    has_photo: hasPhoto,
  };
}

/**
 * Starts a check with the member's explicit consent and draws the pose to copy. A check started and not yet
 * expired is answered again with its own pose: asking again does not draw another one.
 */
export async function startVerification(deps: Deps, member: { userId: number; siteId: number }) {
  const now = deps.clock.now();
  await inTransaction(deps.db, async ({ tx }) => {
    // One start at a time per member: the row lock orders two taps of the button.
    await tx.selectFrom('users').select('id').where('id', '=', member.userId).forUpdate().executeTakeFirstOrThrow();
    const profile = await tx
      .selectFrom('profiles')
      .select('verified_at')
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    if (profile.verified_at) throw new AppError('already_verified');
    const check = await latestCheck(tx, member.userId, now);
    if (check?.status === 'checking' || check?.status === 'review') throw new AppError('verification_in_progress');
    if (check?.status === 'started') return;
    if ((await selfiesToday(tx, member.userId, now)) >= VERIFICATION_ATTEMPTS_PER_DAY)
      throw new AppError('verification_limit', { limit: VERIFICATION_ATTEMPTS_PER_DAY });
    if (!(await hasComparablePhoto(tx, member.userId))) throw new AppError('no_photo_to_compare');
    await tx
      .insertInto('verifications')
      .values({
        user_id: member.userId,
        site_id: member.siteId,
        pose: VERIFICATION_POSES[randomInt(VERIFICATION_POSES.length)]!,
        status: 'started',
        consent_at: now,
        created_at: now,
      })
      .execute();
  });
  return verificationState(deps, member.userId);
}

/**
 * Stores the selfie of a started check in the private media area and queues its comparison (a durable job:
 * the face models never run inside the request). The member is answered at once with status "checking".
 */
export async function submitSelfie(deps: Deps, userId: number, upload: Buffer) {
  const bytes = await normalisedSelfie(upload);
  const name = newMediaName('u', 'jpg', { private: true });
  await deps.media.put(name, bytes, 'image/jpeg');
  try {
    await inTransaction(deps.db, async ({ tx, onCommit }) => {
      const now = deps.clock.now();
      const check = await tx
        .selectFrom('verifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'started')
        .where('created_at', '>=', startedSince(now))
        .orderBy('id', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!check) throw new AppError('verification_not_started');
      if ((await selfiesToday(tx, userId, now)) >= VERIFICATION_ATTEMPTS_PER_DAY)
        throw new AppError('verification_limit', { limit: VERIFICATION_ATTEMPTS_PER_DAY });
      await tx
        .updateTable('verifications')
        .set({ status: 'checking', selfie_filename: name, selfie_at: now })
        .where('id', '=', check.id)
        .execute();
      await enqueueJob(
        tx,
        { kind: SELFIE_CHECK_JOB, siteId: null, userId, payload: { verificationId: check.id } },
        now,
      );
      onCommit(() => deps.jobs.kick());
    });
  } catch (error) {
    await removeMemberUploads(deps.media, [name]).catch(() => undefined);
    throw error;
  }
  return verificationState(deps, userId);
}

/**
 * The member withdraws consent: an open check (started, waiting for the models or for a moderator) ends as
 * withdrawn and its selfie is deleted. The row stays, so a withdrawn selfie still counts towards the day's limit.
 * A decided check keeps no selfie; the badge stays.
 */
export async function withdrawVerification(deps: Deps, userId: number) {
  await inTransaction(deps.db, async ({ tx }) => {
    const now = deps.clock.now();
    const open = await tx
      .selectFrom('verifications')
      .select(['id', 'selfie_filename'])
      .where('user_id', '=', userId)
      .where('status', 'in', OPEN_STATUSES)
      .forUpdate()
      .execute();
    if (open.length === 0) return;
    await tx
      .updateTable('verifications')
      .set({ status: 'withdrawn', selfie_filename: null, decided_at: now })
      .where(
        'id',
        'in',
        open.map((check) => check.id),
      )
      .execute();
    const names = open.flatMap((check) => (check.selfie_filename ? [check.selfie_filename] : []));
    await queueMediaRemoval(tx, names, now);
  });
  return verificationState(deps, userId);
}
