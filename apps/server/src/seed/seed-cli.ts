import { parseArgs } from 'node:util';
import { COUNTRIES } from '@app/shared';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { syncReferenceData } from '../members/reference.service';
import { describeMediaStorage, mediaStorageFor } from '../photos/media-setup';
import { addFictionalMembers, renderPhotoPool, seedDemoIfEmpty } from './demo-seed';

/**
 * `npm run seed` seeds the demo data into an empty database;
 * `npm run seed -- --members 1000000` adds that many more fictional members for benchmarks.
 */
const { values } = parseArgs({ options: { members: { type: 'string' }, site: { type: 'string', default: '1' } } });
const config = loadConfig();
// The server's own storage: with S3_BUCKET the portraits go to the bucket, so its demo members show.
const media = await mediaStorageFor(config);
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(handle.db);
  await syncReferenceData(handle.db);
  const seeded = await seedDemoIfEmpty(handle.db, { media, log: console.log });
  if (seeded) console.log(`Demo photos in ${describeMediaStorage(config)}.`);
  if (!seeded && !values.members) console.log('The database already holds data; nothing to seed.');
  if (values.members) {
    const count = Number(values.members);
    if (!Number.isInteger(count) || count <= 0) throw new Error('--members takes a positive whole number');
    const started = Date.now();
    const existing = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    await addFictionalMembers(
      handle.db,
      {
        siteId: Number(values.site),
        count,
        countries: COUNTRIES,
        photos: await renderPhotoPool(media),
        minAge: 18,
        seed: Date.now() % 100_000,
        firstIndex: Number(existing?.max ?? 0) + 1,
      },
      console.log,
    );
    console.log(`Added ${count} members in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await handle.close();
}
