import type { TGift, TLanguage } from '@app/shared';
import type { Database } from '../db/database';
import type { MediaStorage } from '../photos/media-storage';
import type { TSiteRow } from '../sites/sites.queries';
import { GIFT_CATALOGUE } from './data/gift-catalogue';
import { GIFT_PICTURES } from './data/gift-pictures';
import { giftName } from './message-view';

/**
 * A new installation starts with the shipped gift catalogue and its pictures in the media storage.
 * Once gifts exist, staff own the catalogue: nothing here overwrites their changes.
 */
export async function seedGiftsIfEmpty(db: Database, media: MediaStorage): Promise<void> {
  const existing = await db.selectFrom('gifts').select('key').limit(1).executeTakeFirst();
  if (existing) return;
  for (const gift of GIFT_CATALOGUE) {
    const picture = GIFT_PICTURES[gift.key];
    if (picture) await media.put(`gifts/${gift.key}.svg`, Buffer.from(picture), 'image/svg+xml');
  }
  await db
    .insertInto('gifts')
    .values(
      GIFT_CATALOGUE.map((gift, position) => ({
        key: gift.key,
        names: JSON.stringify(gift.names),
        image: `gifts/${gift.key}.svg`,
        credits: null,
        position,
      })),
    )
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/** The active gifts in the member's language, each at its own price or the site's gift price. */
export async function listGifts(db: Database, site: TSiteRow, language: TLanguage): Promise<TGift[]> {
  const rows = await db.selectFrom('gifts').selectAll().where('active', '=', true).orderBy('position').execute();
  return rows.map((row) => ({
    key: row.key,
    name: giftName(row.names, row.key, language),
    image: row.image,
    credits: row.credits ?? site.gift_credits,
  }));
}
