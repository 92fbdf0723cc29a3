import { sql } from 'kysely';
import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import type { TScheduledJob } from '../jobs/scheduler';
import { PRIVATE_MEDIA_PREFIX } from './media-storage';

/**
 * Long enough for every writer that stores a file before the row that names it commits (an upload, a card
 * copy, a selfie): a younger file may still be about to be referred to, so the sweep leaves it alone.
 */
export const MEDIA_SWEEP_GRACE_MS = 24 * 3_600_000;
/** Where members' files live; the shared demo portraits, gift pictures and lander media are never swept. */
export const SWEPT_MEDIA_PREFIXES = ['u/', `${PRIVATE_MEDIA_PREFIX}u/`] as const;
/** The first character of a member file's folder (`newMediaName`: base64url). */
const FOLDER_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** An hourly run sweeps one of these slices, so the whole area is swept once a day in bounded runs. */
export const MEDIA_SWEEP_SLICES = 24;

/** The listing prefixes of one slice: the folders whose first character falls to it, in both areas. */
export function prefixesOfSlice(slice: number): string[] {
  const characters = [...FOLDER_CHARACTERS].filter((_, index) => index % MEDIA_SWEEP_SLICES === slice);
  return SWEPT_MEDIA_PREFIXES.flatMap((area) => characters.map((character) => `${area}${character}`));
}

/** Names checked per statement: each reads the referring tables once, so fewer, larger batches cost less. */
const BATCH = 20_000;

/**
 * Which of `names` a row still refers to: every column that holds the name of a member's file (the
 * photo's five copies, a chat photo's three, an open selfie check's selfie). `media-sweep.test.ts` scans
 * every text column of the database for such names, so a new column that stores one fails there until it
 * is listed here. One pass over each table per batch; the batch is the hashed side.
 */
export async function referencedMediaNames(db: Queryable, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await sql<{ name: string }>`
    select distinct c.name
    from unnest(${names}::text[]) as c(name)
    join (
      select unnest(array[filename, public_filename, public_card_filename, thumb_filename, blur_filename]) as name
        from photos
      union all
      select unnest(array[filename, thumb_filename, blur_filename]) from chat_photos
      union all
      select selfie_filename from verifications where selfie_filename is not null
    ) as referenced on referenced.name = c.name`.execute(db);
  return new Set(rows.map((row) => row.name));
}

export interface TMediaSweep {
  checked: number;
  removed: number;
}

/**
 * Removes members' files that no row refers to any more and that are older than the grace period: copies
 * left by versions that forgot to remove them (decision 043), files of an upload whose transaction failed.
 * Every other removal is the durable job queued with the change (`media-removal-jobs.ts`); this is the net
 * under it, so an old public address never keeps serving a photo the member took back.
 */
export async function sweepUnreferencedMedia(
  deps: Pick<AppDeps, 'db' | 'media' | 'clock'>,
  prefixes: readonly string[] = SWEPT_MEDIA_PREFIXES,
): Promise<TMediaSweep> {
  const oldest = deps.clock.now().getTime() - MEDIA_SWEEP_GRACE_MS;
  const sweep = { checked: 0, removed: 0 };
  const settle = async (batch: string[]) => {
    const referenced = await referencedMediaNames(deps.db, batch);
    const unreferenced = batch.filter((name) => !referenced.has(name));
    if (unreferenced.length > 0) await deps.media.remove(unreferenced);
    sweep.checked += batch.length;
    sweep.removed += unreferenced.length;
  };
  for (const prefix of prefixes) {
    let batch: string[] = [];
    for await (const file of deps.media.list(prefix)) {
      if (file.modifiedAt.getTime() > oldest) continue;
      batch.push(file.name);
      if (batch.length === BATCH) {
        await settle(batch);
        batch = [];
      }
    }
    await settle(batch);
  }
  return sweep;
}

/** The slice an hourly run sweeps: the hour of the day, so a day of runs covers every folder. */
export const sliceAt = (now: Date) => now.getUTCHours() % MEDIA_SWEEP_SLICES;

export const mediaSweepJob: TScheduledJob<AppDeps> = {
  name: 'media-sweep',
  everyMs: 3_600_000,
  firstAfterMs: 30 * 60_000,
  async run(deps) {
    const slice = sliceAt(deps.clock.now());
    const { checked, removed } = await sweepUnreferencedMedia(deps, prefixesOfSlice(slice));
    return `slice ${slice + 1} of ${MEDIA_SWEEP_SLICES}: removed ${removed} of ${checked} files older than a day`;
  },
};
