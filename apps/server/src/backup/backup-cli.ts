// `npm run backup` and `npm run restore` (scripts/data-backup.mjs runs this bundle): see docs/operations.md.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { BackupError, restoreBackup, writeBackup } from './backup-archive';
import { BACKUP_TOKEN_HEADER, backupToken, runningServer } from './backup-control';
import type { TBackupManifest } from './backup-manifest';

const USAGE = `usage: npm run backup -- [--out <file>]   a backup of DATA_DIR's database, photos and secrets
       npm run restore -- <file>          brings a backup back into an empty DATA_DIR`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function summary(manifest: TBackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  return (
    `${Object.keys(manifest.tables).length} tables, ${rows} rows; ledger ${manifest.ledger.entries} entries ` +
    `(${manifest.ledger.credits} credits, ${manifest.ledger.balances} in balances); ` +
    `${manifest.orders.completed} paid orders (${manifest.orders.amount_cents} cents)`
  );
}

async function backup(out: string | undefined): Promise<void> {
  const config = loadConfig();
  if (config.DATABASE_URL)
    fail(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and the photos with a copy of DATA_DIR/media, ' +
        'media-private and secrets (docs/operations.md, "Backups").',
    );
  const file = path.resolve(out ?? `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tgz`);
  const partial = `${file}.part`;
  const server = await runningServer(config.DATA_DIR);
  try {
    if (server) {
      // The running server copies its own database: PGlite belongs to one process.
      const answer = await fetch(`http://127.0.0.1:${server.port}/api/backup.php`, {
        headers: { [BACKUP_TOKEN_HEADER]: await backupToken(config.DATA_DIR) },
      });
      if (!answer.ok || !answer.body) fail(`the server (process ${server.pid}) refused: ${await answer.text()}`);
      await pipeline(Readable.fromWeb(answer.body as never), createWriteStream(partial, { mode: 0o600 }));
      console.log(`Asked the running server (process ${server.pid}, port ${server.port}) for its backup.`);
    } else {
      const database = await openDatabase({ dataDir: config.DATA_DIR });
      try {
        const manifest = await writeBackup(
          { db: database.db, pglite: database.pglite!, dataDir: config.DATA_DIR, now: new Date() },
          createWriteStream(partial, { mode: 0o600 }),
        );
        console.log(`No server is running on ${config.DATA_DIR}: copied it directly (${summary(manifest)}).`);
      } finally {
        await database.close();
      }
    }
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
  console.log(`Backup written to ${file} (${((await fs.stat(file)).size / 1e6).toFixed(1)} MB). It holds the`);
  console.log('secrets of DATA_DIR (data key, signing keys): keep it as safe as the server itself.');
}

async function restore(file: string | undefined): Promise<void> {
  if (!file) fail(USAGE);
  const config = loadConfig();
  if (config.DATABASE_URL) fail('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md).');
  if (await runningServer(config.DATA_DIR)) fail(`A server is running on ${config.DATA_DIR}: stop it first.`);
  try {
    const manifest = await restoreBackup(path.resolve(file), config.DATA_DIR);
    console.log(`Restored the backup of ${manifest.created_at} into ${config.DATA_DIR}.`);
    console.log(`Checked against its manifest: ${summary(manifest)}.`);
  } catch (error) {
    if (error instanceof BackupError) fail(`${error.code}: ${error.message}`);
    throw error;
  }
}

try {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    options: { out: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, file] = positionals;
  if (command === 'backup') await backup(values.out);
  else if (command === 'restore') await restore(file);
  else fail(USAGE);
} catch (error) {
  if (error instanceof ConfigError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    fail(`${(error as Error).message}\n${USAGE}`);
  throw error;
}
