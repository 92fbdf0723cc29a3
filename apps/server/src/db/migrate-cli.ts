import { loadConfig } from '../config/env';
import { loadDataKeys } from '../config/secrets';
import { createDataCipher } from '../lib/data-cipher';
import { encryptMandatesAtRest } from '../payments/mandate-fields';
import { systemClock } from '../lib/clock';
import { renameLegacyMedia } from '../photos/legacy-media-names';
import { mediaStorageFor } from '../photos/media-setup';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  // The step after the migrations that needs the data key (the server runs it at every start too).
  const encrypted = await encryptMandatesAtRest(handle.db, createDataCipher(await loadDataKeys(config)));
  if (encrypted > 0) console.log(`Encrypted ${encrypted} direct-debit mandates at rest.`);
  // The files follow the schema (migration 0010); the old files are removed by the server's job queue.
  const renamed = await renameLegacyMedia({ db: handle.db, media: await mediaStorageFor(config), clock: systemClock });
  if (renamed.photos + renamed.chatPhotos > 0)
    console.log(`Renamed the files of ${renamed.photos} photos and ${renamed.chatPhotos} chat photos.`);
} finally {
  await handle.close();
}
