import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import {
  backupFigures,
  BACKUP_FORMAT,
  figureDifferences,
  ZBackupManifest,
  type TBackupManifest,
} from './backup-manifest';

/** Beside the data while a backup is written, and its folder inside the file: the manifest and the database. */
const STAGING = 'backup-staging';
const MANIFEST = 'manifest.json';
const DATABASE = 'database.tgz';
/** What a backup carries from DATA_DIR besides the database: uploaded photos and the generated secrets. */
const DATA_FOLDERS = ['media', 'media-private', 'secrets'] as const;

export class BackupError extends Error {
  constructor(
    readonly code: 'backup_running' | 'data_dir_not_empty' | 'not_a_backup' | 'restore_mismatch',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes a backup of the embedded database and DATA_DIR's photos and secrets to `destination` (a gzipped tar).
 * The database copy and its figures are taken while this holds the only connection, so no request writes in
 * between (requests wait the seconds the copy takes). Photos are never changed in place (every upload has a new
 * random name), so the folders copied after the database hold every file it names, unless a removal queued before
 * the copy runs meanwhile. One backup at a time: a second answers `backup_running`.
 */
export async function writeBackup(
  source: { db: Database; pglite: PGlite; dataDir: string; now: Date },
  destination: NodeJS.WritableStream,
): Promise<TBackupManifest> {
  const staging = path.join(source.dataDir, STAGING);
  try {
    await fs.mkdir(staging, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupError('backup_running', `a backup is being written (${staging} exists)`);
    throw error;
  }
  try {
    // The connection without a transaction: PGlite copies its files, in which an open transaction would sit
    // unfinished; holding its only connection keeps every writer out between the figures and the copy.
    // eslint-disable-next-line no-restricted-syntax
    const { figures, dump } = await source.db.connection().execute(async (connection) => ({
      figures: await backupFigures(connection),
      dump: await source.pglite.dumpDataDir('gzip'),
    }));
    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      created_at: source.now.toISOString(),
      database: 'pglite',
      ...figures,
    };
    await fs.writeFile(path.join(staging, DATABASE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    await fs.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    const folders: string[] = [];
    for (const folder of DATA_FOLDERS) if (await exists(path.join(source.dataDir, folder))) folders.push(folder);
    await pipeline(tar.c({ gzip: true, cwd: source.dataDir, portable: true }, [STAGING, ...folders]), destination);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Brings a backup file back into an empty DATA_DIR: the photos and secrets where they were, the database in
 * DATA_DIR/pglite. Then counts every table and sums the ledger and the paid orders of what it restored, and
 * refuses (`restore_mismatch`, the restored folder left for a look) when anything differs from the manifest.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<TBackupManifest> {
  await fs.mkdir(dataDir, { recursive: true });
  for (const name of ['pglite', STAGING, ...DATA_FOLDERS])
    if (await hasContent(path.join(dataDir, name)))
      throw new BackupError(
        'data_dir_not_empty',
        `${path.join(dataDir, name)} is not empty: restore into an empty DATA_DIR`,
      );
  const allowed = new Set<string>([STAGING, ...DATA_FOLDERS]);
  try {
    // tar refuses absolute paths and ".." itself; the filter keeps anything else out of DATA_DIR.
    await tar.x({ file, cwd: dataDir, strict: true, filter: (entry) => allowed.has(entry.split('/')[0]!) });
  } catch (error) {
    throw new BackupError('not_a_backup', `${file} cannot be read as a backup: ${(error as Error).message}`);
  }
  const staging = path.join(dataDir, STAGING);
  let manifest: TBackupManifest;
  try {
    manifest = ZBackupManifest.parse(JSON.parse(await fs.readFile(path.join(staging, MANIFEST), 'utf8')));
  } catch {
    throw new BackupError('not_a_backup', `${file} has no manifest of a backup in format ${BACKUP_FORMAT}`);
  }
  const dump = await fs.readFile(path.join(staging, DATABASE));
  const restored = await openDatabase({ dataDir, loadDataDir: new Blob([dump]) });
  let differences: string[];
  try {
    differences = figureDifferences(manifest, await backupFigures(restored.db));
  } finally {
    await restored.close();
  }
  await fs.rm(staging, { recursive: true, force: true });
  if (await exists(path.join(dataDir, 'secrets'))) await fs.chmod(path.join(dataDir, 'secrets'), 0o700);
  if (differences.length > 0) throw new BackupError('restore_mismatch', differences.join('\n'));
  return manifest;
}

async function exists(target: string): Promise<boolean> {
  return fs.access(target).then(
    () => true,
    () => false,
  );
}

async function hasContent(target: string): Promise<boolean> {
  try {
    return (await fs.readdir(target)).length > 0;
  } catch {
    return false;
  }
}
