import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { LocalMediaStorage } from '../photos/local-media-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { BackupError, restoreBackup, writeBackup } from './backup-archive';
import { backupFigures } from './backup-manifest';
import { BACKUP_TOKEN_HEADER, backupToken } from './backup-control';

// The embedded database's backup (issue 21 item 4); with DATABASE_URL, pg_dump does it (docs/operations.md).
describe.skipIf(Boolean(process.env.DATABASE_URL))('a backup of the embedded database and the photos', () => {
  let t: TestApp;
  let scratch: string;
  beforeAll(async () => {
    t = await createTestApp();
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  const source = () => ({ db: t.db, pglite: t.app.deps.pglite!, dataDir: t.config.DATA_DIR, now: t.clock.now() });
  async function backupFile(name: string) {
    const file = path.join(scratch, name);
    const manifest = await writeBackup(source(), createWriteStream(file, { mode: 0o600 }));
    return { file, manifest };
  }

  /** A live site: members with photos who bought credits and wrote to each other. */
  async function liveSite() {
    const buyer = await t.createMember({ name: 'Bea', premium: true, photos: 1 });
    const other = await t.createMember({ name: 'Otto', gender: 'male', seeking: 'female', photos: 1 });
    const cookie = await t.login(buyer.email);
    for (const body of ['Hello Otto', 'How was your weekend?']) {
      t.clock.advanceSeconds(5);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { cookie, 'idempotency-key': randomUUID() },
        payload: { to: other.profileId, body },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await t.runJobs();
    return { buyer, other };
  }

  it('restores into an empty folder with every table, the ledger, the orders and the photos as they were', async () => {
    const { buyer } = await liveSite();
    const live = await backupFigures(t.db);
    expect(live.tables.messages).toBeGreaterThanOrEqual(2);
    expect(live.orders.completed).toBeGreaterThanOrEqual(1);
    expect(live.ledger.entries).toBeGreaterThan(0);
    const { file, manifest } = await backupFile('site.tgz');
    expect(manifest).toMatchObject({
      database: 'pglite',
      tables: live.tables,
      ledger: live.ledger,
      orders: live.orders,
    });
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    // Nothing of the work folder is left beside the data.
    expect(await fs.readdir(t.config.DATA_DIR)).not.toContain('backup-staging');

    const elsewhere = path.join(scratch, 'restored');
    expect(await restoreBackup(file, elsewhere)).toEqual(manifest);
    const restored = await openDatabase({ dataDir: elsewhere });
    try {
      expect(await backupFigures(restored.db)).toEqual(live);
      // The photo files the restored rows name are there, byte for byte.
      const photo = await restored.db
        .selectFrom('photos')
        .select('filename')
        .where('user_id', '=', buyer.userId)
        .executeTakeFirstOrThrow();
      const original = await t.app.deps.media.read(photo.filename);
      // Read the way the server reads the restored folder.
      const copy = await new LocalMediaStorage(
        path.join(elsewhere, 'media'),
        path.join(elsewhere, 'media-private'),
      ).read(photo.filename);
      expect(Buffer.compare(Buffer.from(copy!), Buffer.from(original!))).toBe(0);
    } finally {
      await restored.close();
    }
    expect((await fs.stat(path.join(elsewhere, 'secrets'))).mode & 0o777).toBe(0o700);
  }, 120_000);

  it('never restores over data, refuses what is not a backup, and writes one backup at a time', async () => {
    const { file } = await backupFile('again.tgz');
    const target = path.join(scratch, 'twice');
    await restoreBackup(file, target);
    await expect(restoreBackup(file, target)).rejects.toMatchObject({ code: 'data_dir_not_empty' });

    const junk = path.join(scratch, 'junk.tgz');
    await fs.writeFile(junk, 'not a tar file at all');
    await expect(restoreBackup(junk, path.join(scratch, 'junk-target'))).rejects.toBeInstanceOf(BackupError);

    await fs.mkdir(path.join(t.config.DATA_DIR, 'backup-staging'));
    try {
      await expect(backupFile('busy.tgz')).rejects.toMatchObject({ code: 'backup_running' });
    } finally {
      await fs.rm(path.join(t.config.DATA_DIR, 'backup-staging'), { recursive: true });
    }
  }, 120_000);

  it('hands the backup only to a local caller without a proxy who shows the data folder token', async () => {
    const token = await backupToken(t.config.DATA_DIR);
    const ask = (remoteAddress: string, headers: Record<string, string>) =>
      t.app.inject({ url: '/api/backup.php', remoteAddress, headers });
    const refused = [
      await ask('127.0.0.1', {}),
      await ask('127.0.0.1', { [BACKUP_TOKEN_HEADER]: `${token.slice(0, -1)}x` }),
      await ask('203.0.113.9', { [BACKUP_TOKEN_HEADER]: token }),
      // A proxy on this machine passes the outside caller on: its requests come from loopback.
      await ask('127.0.0.1', { [BACKUP_TOKEN_HEADER]: token, 'x-forwarded-for': '203.0.113.9' }),
      await ask('::1', { [BACKUP_TOKEN_HEADER]: token, forwarded: 'for=203.0.113.9' }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    }

    const answer = await ask('127.0.0.1', { [BACKUP_TOKEN_HEADER]: token });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    const file = path.join(scratch, 'from-the-server.tgz');
    await fs.writeFile(file, answer.rawPayload);
    const restored = path.join(scratch, 'from-the-server');
    expect((await restoreBackup(file, restored)).tables).toEqual((await backupFigures(t.db)).tables);
    // The server keeps no copy of it.
    expect((await fs.readdir(t.config.DATA_DIR)).filter((name) => name.startsWith('backup'))).toEqual([]);
  }, 120_000);
});

describe.runIf(Boolean(process.env.DATABASE_URL))('a backup on PostgreSQL', () => {
  it("is pg_dump's, which the operations guide describes", async () => {
    const t = await createTestApp();
    try {
      const token = await backupToken(t.config.DATA_DIR);
      const answer = await t.app.inject({
        url: '/api/backup.php',
        remoteAddress: '127.0.0.1',
        headers: { [BACKUP_TOKEN_HEADER]: token },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe('backup_not_embedded');
    } finally {
      await t.close();
    }
  }, 120_000);
});
