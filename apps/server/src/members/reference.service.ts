import { INTEREST_KEYS, type TInterest, type TLanguage, type TRegion } from '@app/shared';
import type { Database } from '../db/database';
import { translateOptional } from '../lib/i18n';
import { INTEREST_ICONS } from './data/interest-icons';
import { REGION_SEEDS } from './data/regions';
import { listInterests, listRegions, upsertInterests, upsertRegions } from './reference.queries';
import { inTransaction } from '../db/transaction';

/** Writes the shipped reference data (interests, regions) into the database; safe to run at every start. */
export async function syncReferenceData(db: Database): Promise<void> {
  await inTransaction(db, async ({ tx }) => {
    // Positions are unique: move existing ones aside before writing the new order.
    await tx
      .updateTable('interests')
      .set((eb) => ({ position: eb('position', '+', 1000) }))
      .execute();
    await upsertInterests(
      tx,
      INTEREST_KEYS.map((key, position) => ({ key, icon: INTEREST_ICONS[key], position })),
    );
    for (const [country, regions] of Object.entries(REGION_SEEDS)) await upsertRegions(tx, country, regions);
  });
}

export async function getInterests(db: Database, language: TLanguage): Promise<TInterest[]> {
  const rows = await listInterests(db);
  return rows.map((row) => ({ ...row, label: translateOptional(language, `interests.${row.key}`) ?? row.key }));
}

export async function getRegions(db: Database, country: string): Promise<TRegion[]> {
  return listRegions(db, country);
}
