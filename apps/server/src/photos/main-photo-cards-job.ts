import type { AppDeps } from '../app-deps';
import type { TScheduledJob } from '../jobs/scheduler';
import { makeCardCopy } from './main-photo-copy';

/** Public copies turned into card copies per run: a few seconds of sharp work, then the next run. */
const PER_RUN = 200;
const BATCH = 50;

/**
 * Makes the card copy (decision 043) of each main photo published before there were card copies. New main
 * photos get theirs just after their commit (`main-photo-copy.ts`); this only catches up, and finds nothing once
 * it has (or the after-commit step missed one: a restart in between). Rows sharing one public copy (the demo
 * portraits) share one card copy.
 */
export async function makeMissingCardCopies(deps: Pick<AppDeps, 'db' | 'media'>, limit = PER_RUN): Promise<number> {
  let made = 0;
  // In name order from where the last batch ended, so files that cannot be read never hold up the others.
  let after = '';
  while (made < limit) {
    const pending = await deps.db
      .selectFrom('photos')
      .select('public_filename')
      .where('public_filename', 'is not', null)
      .where('public_filename', '>', after)
      .where('public_card_filename', 'is', null)
      .groupBy('public_filename')
      .orderBy('public_filename')
      .limit(BATCH)
      .execute();
    if (pending.length === 0) break;
    for (const { public_filename: publicName } of pending) {
      after = publicName!;
      if (await makeCardCopy(deps, publicName!)) made++;
    }
  }
  return made;
}

export const mainPhotoCardsJob: TScheduledJob<AppDeps> = {
  name: 'main-photo-cards',
  everyMs: 300_000,
  firstAfterMs: 60_000,
  async run(deps) {
    const made = await makeMissingCardCopies(deps);
    return made === 0 ? 'every main photo has its card copy' : `card copies made: ${made}`;
  },
};
