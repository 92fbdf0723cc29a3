import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import type { TJobHandler } from '../jobs/job-queue';
import { PhotoScreeningError } from '../screening/photos/photo-screening-pool';
import type { TPhotoScreener } from '../screening/photos/photo-screening-job';
import type { TPhotoFace } from '../screening/photos/photo-screening-types';
import { compareSelfie, SELFIE_FACE_SCORE } from './selfie-comparison';
import { levelledSelfie } from './selfie-image';
import { decideVerification, sendToReview } from './verification-decision';

/** The durable job that compares a selfie with the member's photos after it is stored. */
export const SELFIE_CHECK_JOB = 'selfie_check';

/** The photos a selfie is compared with: the main one and the newest others (each costs about a second). */
const PHOTOS_COMPARED = 6;

type Deps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'jobs'> & { photoScreener: TPhotoScreener };

/**
 * Reads the selfie and the member's approved photos, has the photo worker find the faces in each (descriptors
 * live only in this job's memory, never stored), and records the outcome: a clear match verifies, anything else
 * waits for a moderator. A check withdrawn meanwhile is done with; a worker that fails is retried by the queue.
 */
export function selfieCheckJobHandler(deps: Deps): TJobHandler {
  return {
    maxAttempts: 3,
    // The models may still be loading (2-3 s), then about a second per picture.
    timeoutMs: 180_000,
    async run(payload) {
      const verificationId = Number(payload.verificationId);
      const check = await deps.db
        .selectFrom('verifications as v')
        .innerJoin('profiles as p', 'p.user_id', 'v.user_id')
        .select(['v.id', 'v.user_id', 'v.pose', 'v.status', 'v.selfie_filename', 'p.main_photo_id'])
        .where('v.id', '=', verificationId)
        .executeTakeFirst();
      if (!check || check.status !== 'checking' || !check.selfie_filename) return;
      const selfie = await deps.media.read(check.selfie_filename);
      if (!selfie) return;
      const selfieFaces = await facesIn(deps.photoScreener, selfie);
      const uprightDescriptor = await levelledDescriptor(deps.photoScreener, selfie, selfieFaces);
      const photos = await deps.db
        .selectFrom('photos')
        .select(['id', 'filename'])
        .where('user_id', '=', check.user_id)
        .where('status', '=', 'active')
        .orderBy(sql`id = ${check.main_photo_id ?? 0}`, 'desc')
        .orderBy('id', 'desc')
        .limit(PHOTOS_COMPARED)
        .execute();
      const photoFaces: TPhotoFace[][] = [];
      for (const photo of photos) {
        const bytes = await deps.media.read(photo.filename);
        if (bytes) photoFaces.push((await facesIn(deps.photoScreener, bytes)) ?? []);
      }
      const outcome =
        selfieFaces === null
          ? ({ verdict: 'review', reason: 'unreadable', comparison: emptyComparison(photoFaces.length) } as const)
          : compareSelfie(check.pose, selfieFaces, photoFaces, uprightDescriptor);
      await inTransaction(deps.db, async ({ tx, onCommit }) => {
        if (outcome.verdict === 'review') {
          await sendToReview(tx, check.id, outcome.reason, outcome.comparison);
          return;
        }
        const current = await tx
          .selectFrom('verifications')
          .select('status')
          .where('id', '=', check.id)
          .executeTakeFirst();
        if (current?.status !== 'checking') return;
        await decideVerification(tx, deps.clock.now(), {
          verificationId: check.id,
          from: 'checking',
          decision: { status: 'verified' },
          decidedBy: null,
          comparison: outcome.comparison,
        });
        onCommit(() => deps.jobs.kick());
      });
    },
  };
}

/** The faces in a picture, or null when the worker cannot read it (it was readable when stored, so rarely). */
async function facesIn(screener: TPhotoScreener, bytes: Uint8Array): Promise<TPhotoFace[] | null> {
  try {
    return (await screener.screen(bytes)).faces;
  } catch (error) {
    if (error instanceof PhotoScreeningError && error.code === 'unreadable_image') return null;
    throw error;
  }
}

/** Below this lean a level copy would describe the face no differently. */
const LEVEL_FROM_DEGREES = 3;

/**
 * The descriptor of the selfie's one face with the head levelled, or null when there is not exactly one face,
 * the head is already level, or the levelled copy shows no single face (then the face as taken is compared).
 */
async function levelledDescriptor(
  screener: TPhotoScreener,
  selfie: Uint8Array,
  faces: readonly TPhotoFace[] | null,
): Promise<number[] | null> {
  const certain = (faces ?? []).filter((face) => face.score >= SELFIE_FACE_SCORE);
  if (certain.length !== 1 || Math.abs(certain[0]!.tilt) < LEVEL_FROM_DEGREES) return null;
  const levelled = (await facesIn(screener, await levelledSelfie(selfie, certain[0]!.tilt))) ?? [];
  const found = levelled.filter((face) => face.score >= SELFIE_FACE_SCORE);
  return found.length === 1 ? found[0]!.descriptor : null;
}

const emptyComparison = (photos: number) => ({
  faces_in_selfie: 0,
  closest_distance: null,
  tilt_degrees: null,
  photos_compared: photos,
});
