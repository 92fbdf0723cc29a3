import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getOrCreateSecretFile } from '../config/secrets';

/**
 * How `npm run backup` reaches a running server (PGlite is one process's: only that process can copy it
 * consistently). The server leaves its process id and port in DATA_DIR/server.json while it runs, and answers
 * GET /api/backup.php on a loopback connection that shows the token kept in DATA_DIR/secrets/backup-token: whoever
 * can read the data folder may copy it, nobody else, not even through a proxy on the same machine.
 */
export const BACKUP_TOKEN_SECRET = 'backup-token';
export const BACKUP_TOKEN_HEADER = 'x-backup-token';

const serverFile = (dataDir: string) => path.join(dataDir, 'server.json');

export interface TRunningServer {
  pid: number;
  port: number;
}

export const backupToken = (dataDir: string) =>
  getOrCreateSecretFile(dataDir, BACKUP_TOKEN_SECRET, () => randomBytes(32).toString('base64url'));

/** Called once listening: where the backup command finds this server. */
export async function announceServer(dataDir: string, port: number): Promise<void> {
  await backupToken(dataDir);
  await fs.writeFile(serverFile(dataDir), JSON.stringify({ pid: process.pid, port }), { mode: 0o600 });
}

/** Called when stopping; a file left by a crashed server names a process that is gone, which the command sees. */
export async function forgetServer(dataDir: string): Promise<void> {
  const running = await runningServer(dataDir);
  if (running?.pid === process.pid) await fs.rm(serverFile(dataDir), { force: true });
}

/** The server serving this data folder now, or null when none is. */
export async function runningServer(dataDir: string): Promise<TRunningServer | null> {
  let announced: TRunningServer;
  try {
    announced = JSON.parse(await fs.readFile(serverFile(dataDir), 'utf8')) as TRunningServer;
  } catch {
    return null;
  }
  if (!Number.isInteger(announced.pid) || !Number.isInteger(announced.port)) return null;
  try {
    process.kill(announced.pid, 0);
    return announced;
  } catch (error) {
    // EPERM: alive, another user's; ESRCH: gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? announced : null;
  }
}

/** Whether a request came straight from this machine (no proxy in between) with the data folder's token. */
export function isLocalBackupRequest(
  request: { remoteAddress: string | undefined; headers: Record<string, string | string[] | undefined> },
  token: string,
): boolean {
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.remoteAddress ?? '');
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  const shown = request.headers[BACKUP_TOKEN_HEADER];
  if (!loopback || proxied || typeof shown !== 'string') return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(shown);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
