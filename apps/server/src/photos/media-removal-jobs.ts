import type { Queryable } from '../db/database';
import { enqueueJob, type TJobHandler } from '../jobs/job-queue';
import { assertMediaName, type MediaStorage } from './media-storage';

const REMOVE_MAX_ATTEMPTS = 8;
const REMOVE_TIMEOUT_MS = 60_000;

/**
 * Queues the removal of files in the transaction that stopped referring to them: it happens only if that
 * commits, and is retried until it has (an old name that stays public would keep serving its photo).
 */
export async function queueMediaRemoval(db: Queryable, names: string[], now: Date): Promise<void> {
  names.forEach(assertMediaName);
  if (names.length === 0) return;
  await enqueueJob(db, { kind: 'media_remove', siteId: null, userId: null, payload: { names } }, now);
}

export function mediaRemovalJobHandler(media: MediaStorage): TJobHandler {
  return {
    maxAttempts: REMOVE_MAX_ATTEMPTS,
    timeoutMs: REMOVE_TIMEOUT_MS,
    async run(payload) {
      await media.remove((payload as { names: string[] }).names);
    },
  };
}
