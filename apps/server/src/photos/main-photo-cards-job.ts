import type { AppDeps } from '../app-deps';
import type { TScheduledJob } from '../jobs/scheduler';
import { newMediaName, removeMemberUploads } from './media-storage';
import { encodeCardCopy } from './photo-processing';

/** Public copies turned into card copies per run: a few seconds of sharp work, then the next run. */
const PER_RUN = 200;
const BATCH = 50;

/**
 * Makes the card copy (decision 043) of each main photo published before there were card copies. New main
 * photos get theirs with the public copy (`main-photo-copy.ts`); this only catches up, and finds nothing once
 * it has. Rows sharing one public copy (the demo portraits) share one card copy, in the same area, so the
 * shared ones are never removed with a member's files. Each row is set only while it still shows that public
 * copy and has no card copy: a copy another process or a change of main photo made first wins, and ours goes.
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

async function makeCardCopy(deps: Pick<AppDeps, 'db' | 'media'>, publicName: string): Promise<boolean> {
  const bytes = await deps.media.read(publicName);
  const card = bytes && (await encodeCardCopy(bytes).catch(() => null));
  // A lost or unreadable file gets no card: its cards keep drawing the full copy.
  if (!card) return false;
  const name = newMediaName(publicName.startsWith('demo/') ? 'demo' : 'u', 'webp');
  await deps.media.put(name, card, 'image/webp');
  const updated = await deps.db
    .updateTable('photos')
    .set({ public_card_filename: name })
    .where('public_filename', '=', publicName)
    .where('public_card_filename', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return true;
  await removeMemberUploads(deps.media, [name]);
  return false;
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
