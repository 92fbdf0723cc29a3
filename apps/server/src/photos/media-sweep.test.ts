import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAs } from '../test/attacks/api-calls';
import { multipartForm } from '../test/fixture-console';
import { selfieOf } from '../test/fixture-selfies';
import { createTestApp, type TestApp } from '../test/test-app';
import { newMediaName } from './media-storage';
import { privateMediaDir, publicMediaDir } from './media-setup';
import {
  MEDIA_SWEEP_GRACE_MS,
  MEDIA_SWEEP_SLICES,
  prefixesOfSlice,
  referencedMediaNames,
  sweepUnreferencedMedia,
  SWEPT_MEDIA_PREFIXES,
} from './media-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member's file as `newMediaName` makes it, public or private. */
const MEMBER_FILE = /(?:private\/)?u\/[\w-]{2}\/[\w-]{22}\.\w+/g;

/** Every file under a media folder, with the media name it has. */
async function filesUnder(dir: string, prefix: string): Promise<Array<{ name: string; file: string }>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, name: prefix + path.relative(dir, file).split(path.sep).join('/') };
    });
}

const storedFiles = async () => [
  ...(await filesUnder(publicMediaDir(t.app.deps.config), '')),
  ...(await filesUnder(privateMediaDir(t.app.deps.config), 'private/')),
];

/** Makes every stored file as old as `ms` before the app's clock: what a day on a real site does. */
async function ageEveryFile(ms: number) {
  const then = new Date(t.clock.now().getTime() - ms);
  for (const { file } of await storedFiles()) await fs.utimes(file, then, then);
}

const exists = async (name: string) => (await t.app.deps.media.read(name)) !== null;

/** What members and their photos leave on disk the way members make them: uploads, a main photo changed, a chat photo. */
async function membersWithFiles() {
  const anna = await t.createMember({ name: 'Anna', photos: 2 });
  const bas = await t.createMember({ name: 'Bas', gender: 'male', seeking: 'female', credits: 50 });
  const annaCookie = await t.login(anna.email);
  const [first, second] = (await t.app.inject({ url: '/api/photos.php', headers: { cookie: annaCookie } })).json()
    .photos as Array<{ id: number }>;
  const main = await t.app.inject({
    method: 'PUT',
    url: '/api/photos.php',
    headers: { cookie: annaCookie },
    payload: { id: second!.id, main: true },
  });
  expect(main.statusCode, main.body).toBe(200);
  expect(first).toBeDefined();
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345678' } })
    .jpeg()
    .toBuffer();
  const basCookie = await t.login(bas.email);
  const chatPhoto = await uploadAs(t, basCookie, '/api/chat-photos.php', picture);
  expect(chatPhoto.statusCode, chatPhoto.body).toBe(201);
  // Sent in a message, so the scan below also reads what a photo message stores.
  const photoMessage = await t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie: basCookie, 'idempotency-key': randomUUID() },
    payload: { to: anna.profileId, kind: 'photo', body: '', photo: chatPhoto.json().photo.id },
  });
  expect(photoMessage.statusCode, photoMessage.body).toBe(201);
  await t.settle();
  await t.runJobs(); // the removal of the copies the first photo had while it was main
  // A selfie check waiting for its comparison (a job not run here) holds its selfie.
  const selfie = await t.app.inject({
    method: 'POST',
    url: '/api/verification.php',
    headers: { cookie: annaCookie },
    payload: { consent: true },
  });
  expect(selfie.statusCode, selfie.body).toBe(200);
  const form = multipartForm({}, { field: 'selfie', bytes: await selfieOf('portrayed', selfie.json().pose) });
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/verification_selfie.php',
    headers: { cookie: annaCookie, 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(sent.json().status).toBe('checking');
}

describe('the media sweep (files no row refers to)', () => {
  it('removes a member file nothing refers to once it is a day old, and keeps every file a row names', async () => {
    await membersWithFiles();
    const orphan = newMediaName('u', 'jpg');
    const privateOrphan = newMediaName('u', 'jpg', { private: true });
    const demoFile = newMediaName('demo', 'jpg');
    for (const name of [orphan, privateOrphan, demoFile])
      await t.app.deps.media.put(name, Buffer.from('x'), 'image/jpeg');
    await ageEveryFile(MEDIA_SWEEP_GRACE_MS + 60_000);
    const youngOrphan = newMediaName('u', 'webp');
    await t.app.deps.media.put(youngOrphan, Buffer.from('y'), 'image/webp');
    const young = new Date(t.clock.now().getTime() - MEDIA_SWEEP_GRACE_MS + 60_000);
    const youngFile = (await storedFiles()).find((stored) => stored.name === youngOrphan)!;
    await fs.utimes(youngFile.file, young, young);
    const before = await t.app.inject({ url: `/media/${orphan}` });
    expect(before.statusCode).toBe(200);

    const referenced = (await storedFiles())
      .map((stored) => stored.name)
      .filter((name) => SWEPT_MEDIA_PREFIXES.some((prefix) => name.startsWith(prefix)))
      .filter((name) => ![orphan, privateOrphan, youngOrphan].includes(name));
    // Two photos (full size, thumbnail, blur), the main one's public and card copies, a chat photo's three, a selfie.
    expect(referenced).toHaveLength(2 * 3 + 2 + 3 + 1);

    const sweep = await sweepUnreferencedMedia(t.app.deps);
    expect(sweep.removed).toBe(2);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(privateOrphan)).toBe(false);
    expect((await t.app.inject({ url: `/media/${orphan}` })).statusCode).toBe(404);
    // An upload whose row may still be about to commit, and the shared demo portraits, stay.
    expect(await exists(youngOrphan)).toBe(true);
    expect(await exists(demoFile)).toBe(true);
    for (const name of referenced) expect(await exists(name), name).toBe(true);
    // Every photo a member sees still loads.
    expect((await referencedMediaNames(t.db, referenced)).size).toBe(referenced.length);
  });

  it('sweeps every folder of both areas in exactly one hourly slice of a day', () => {
    const prefixes = Array.from({ length: MEDIA_SWEEP_SLICES }, (_, slice) => prefixesOfSlice(slice)).flat();
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (let i = 0; i < 200; i++) {
      const name = newMediaName('u', 'jpg', { private: i % 2 === 0 });
      expect(prefixes.filter((prefix) => name.startsWith(prefix))).toHaveLength(1);
    }
  });

  it('knows every column that names a member file: a scan of every text column finds none it does not', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`.execute(t.db);
    const found = new Map<string, string>();
    for (const { table_name: table, column_name: column } of columns.rows) {
      // Queued removals name the files they are about to remove; a job's run records what it did.
      if (table === 'jobs' || table === 'job_runs') continue;
      const { rows } = await sql<{ value: string }>`
        select ${sql.ref(column)}::text as value from ${sql.table(table)}
        where ${sql.ref(column)}::text like ${'%u/%'}`.execute(t.db);
      for (const { value } of rows)
        for (const name of value.match(MEMBER_FILE) ?? []) found.set(name, `${table}.${column}`);
    }
    expect(found.size).toBeGreaterThan(0);
    const known = await referencedMediaNames(t.db, [...found.keys()]);
    const unknown = [...found].filter(([name]) => !known.has(name)).map(([, where]) => where);
    expect([...new Set(unknown)]).toEqual([]);
  });
});
