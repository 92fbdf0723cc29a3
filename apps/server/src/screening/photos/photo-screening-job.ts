import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import type { TJobHandler } from '../../jobs/job-queue';
import { recordPhotoScreening } from '../../photos/photo-screening-record';
import { photoVerdict } from './photo-policy';
import type { TPhotoScreening } from './photo-screening-types';

/** The durable job that screens a member's upload after it is stored (never inside the upload's request). */
export const PHOTO_SCREENING_JOB = 'photo_screen';

/** Screens pictures: the shared worker in the app, another in a test of its own. */
export interface TPhotoScreener {
  screen(bytes: Uint8Array): Promise<TPhotoScreening>;
}

/**
 * Reads the stored photo, has the worker screen it, and records the verdict (photos/photo-screening-record.ts).
 * A photo deleted before its turn is done with; a worker that fails is retried by the queue.
 */
export function photoScreeningJobHandler(
  deps: Pick<AppDeps, 'db' | 'media'> & { photoScreener: TPhotoScreener },
): TJobHandler {
  return {
    maxAttempts: 3,
    // The first picture waits for the models to load (about 2-3 s), then about 1 s a picture.
    timeoutMs: 120_000,
    async run(payload) {
      const photoId = Number(payload.photoId);
      const photo = await deps.db
        .selectFrom('photos as ph')
        .innerJoin('profiles as p', 'p.user_id', 'ph.user_id')
        .innerJoin('sites as s', 's.id', 'p.site_id')
        .select(['ph.filename', 'ph.status', 's.explicit_photos'])
        .where('ph.id', '=', photoId)
        .executeTakeFirst();
      if (!photo || photo.status === 'rejected') return;
      const bytes = await deps.media.read(photo.filename);
      if (!bytes) return;
      const screening = await deps.photoScreener.screen(bytes);
      await inTransaction(deps.db, (context) =>
        recordPhotoScreening(context, deps.media, photoId, (wouldBeMain) =>
          photoVerdict(screening, wouldBeMain, photo.explicit_photos),
        ),
      );
    },
  };
}
