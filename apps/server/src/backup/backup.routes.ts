import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { BackupError, writeBackup } from './backup-archive';
import { backupToken, isLocalBackupRequest } from './backup-control';

/** GET /api/backup.php: the running server's own copy of its embedded database and photos, for `npm run backup`. */
export function registerBackupRoutes(app: FastifyInstance): void {
  const { deps } = app;
  defineRoute(app, {
    method: 'GET',
    url: '/api/backup.php',
    summary:
      'A backup file (gzipped tar: the embedded database, photos, secrets, a manifest of row counts and ledger sums) for `npm run backup`. Only on a loopback connection without a proxy, with the header `x-backup-token` of DATA_DIR/secrets/backup-token; 403 otherwise. 409 `backup_not_embedded` on PostgreSQL (pg_dump), 409 `backup_running` while another is written.',
    response: z.never(),
    errors: ['forbidden', 'backup_not_embedded', 'backup_running'],
    handler: async ({ req, reply }) => {
      const token = await backupToken(deps.config.DATA_DIR);
      if (!isLocalBackupRequest({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, token))
        throw new AppError('forbidden');
      if (!deps.pglite) throw new AppError('backup_not_embedded');
      // Written to a file first, so a refusal is a clean 409 and a failure never sends half an archive.
      const file = path.join(deps.config.DATA_DIR, `backup-${process.pid}-${Date.now()}.tgz.part`);
      try {
        const out = createWriteStream(file, { mode: 0o600 });
        await writeBackup(
          { db: deps.db, pglite: deps.pglite, dataDir: deps.config.DATA_DIR, now: deps.clock.now() },
          out,
        );
        await finished(out);
      } catch (error) {
        await fs.rm(file, { force: true });
        if (error instanceof BackupError && error.code === 'backup_running') throw new AppError('backup_running');
        throw error;
      }
      const stream = createReadStream(file);
      stream.once('close', () => void fs.rm(file, { force: true }));
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', 'attachment; filename="backup.tgz"')
        .send(stream);
    },
  });
}
