import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseDeletedAccounts } from '../accounts/deletion.service';
import { ACCOUNT_ERASE_AFTER_DAYS } from '@app/shared';
import { hashPassword } from '../auth/passwords';
import { insertMembers, makeFictionalMember } from '../seed/demo-members';
import { renderDemoPhotos } from '../seed/demo-photos';
import { Random } from '../seed/random';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { MEDIA_CACHE_CONTROL, newMediaName, PRIVATE_MEDIA_CACHE_CONTROL, type TStoredMedia } from './media-storage';
import { sweepUnreferencedMedia } from './media-sweep';
import { S3MediaStorage } from './s3-media-storage';

// The SDK announces once per process that its 2027 releases need Node 22; we pin a release that runs on 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'media-test';
// s3rver's fixed development credentials; it checks every request's signature against them.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3Dir: string;
let s3rver: S3rver;
let bucket: S3Client;
let t: TestApp;

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // The app reaches the bucket through its configuration, exactly as server.ts does.
  t = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  });
  bucket = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
});

afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  if (t?.app.deps.media instanceof S3MediaStorage) t.app.deps.media.destroy();
  await s3rver?.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
});

const head = (key: string) => bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
/** The names a photo's row gives its files (the public copy only while it is main). */
const filesOfPhoto = (id: number) =>
  t.db
    .selectFrom('photos')
    .select(['filename', 'public_filename', 'thumb_filename', 'blur_filename'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function upload(cookie: string, bytes: Buffer) {
  const boundary = '----s3test' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="holiday.jpg"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const photoWithGps = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' } })
    .toBuffer();

describe('photos in S3-compatible storage (s3rver)', () => {
  it('uses the bucket when S3_BUCKET is set', () => {
    expect(t.app.deps.media).toBeInstanceOf(S3MediaStorage);
  });

  it('stores the images of an upload as objects (the full size private), and DELETE removes them', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const response = await upload(cookie, await photoWithGps());
    expect(response.statusCode, response.body).toBe(201);
    const { photo } = response.json();
    const row = await filesOfPhoto(photo.id);
    const keys = [row.filename, row.public_filename!, row.thumb_filename, row.blur_filename];
    expect(row.filename).toMatch(/^private\/u\//);
    expect(keys.slice(1).every((key) => key.startsWith('u/'))).toBe(true);

    const [main, copy, thumb, blur] = await Promise.all(keys.map(head));
    expect([main!.ContentType, copy!.ContentType, thumb!.ContentType, blur!.ContentType]).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/webp',
      'image/jpeg',
    ]);
    // The private full size is never kept by a shared cache; the main photo's public copy for good.
    expect(main!.CacheControl).toBe(PRIVATE_MEDIA_CACHE_CONTROL);
    expect(copy!.CacheControl).toBe(MEDIA_CACHE_CONTROL);
    const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: row.filename }));
    const metadata = await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect((await t.app.deps.media.read(row.filename))?.length).toBe(Number(object.ContentLength));
    expect(await t.app.deps.media.read('u/xx/never-there.jpg')).toBeNull();
    // Nothing went to the local folder.
    await expect(fs.stat(path.join(t.config.DATA_DIR, 'media', row.public_filename!))).rejects.toThrow(/ENOENT/);
    await expect(fs.stat(path.join(t.config.DATA_DIR, 'media-private'))).rejects.toThrow(/ENOENT/);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { cookie },
      payload: { id: photo.id },
    });
    expect(removed.statusCode).toBe(200);
    for (const key of keys) await expect(head(key)).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('serves a private full-size photo from the bucket through a signed address only', async () => {
    const owner = await t.createMember({ premium: true });
    const cookie = await t.login(owner.email);
    for (let index = 0; index < 2; index++) expect((await upload(cookie, await photoWithGps())).statusCode).toBe(201);
    const own = (await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().photos;
    const signed = own.find((photo: { main: boolean }) => !photo.main).url as string;
    expect(signed).toMatch(/^\/media-signed\/private\/u\//);
    const answer = await t.app.inject({ url: signed });
    expect(answer.statusCode).toBe(200);
    const key = new URL(signed, 'http://x').pathname.slice('/media-signed/'.length);
    expect(answer.rawPayload.equals((await t.app.deps.media.read(key))!)).toBe(true);
    const forged = signed.replace(/signature=[\w-]+/, `signature=${'A'.repeat(43)}`);
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
  });

  it('erasing an account removes its uploads but never the shared demo portraits', async () => {
    const media = t.app.deps.media;
    // What the demo seed does on a fresh S3 installation, with one portrait per gender.
    const portraits = await renderDemoPhotos(media, 1);
    const demoKeys = portraits.flatMap((photo) => [
      photo.public_filename,
      photo.public_card_filename,
      photo.thumb_filename,
      photo.blur_filename,
    ]);
    const privateDemoKeys = portraits.map((photo) => photo.filename);
    expect(await keysUnder('demo/')).toEqual([...demoKeys].sort());
    expect(await keysUnder('private/demo/')).toEqual([...privateDemoKeys].sort());
    const demo = portraits[0];
    expect((await head(demo!.thumb_filename)).ContentType).toBe('image/webp');

    // The demo seed's login member: made in bulk with a shared portrait, which only the seed does.
    const email = `demo-${Date.now()}@example.test`;
    await insertMembers(t.db, [
      {
        ...makeFictionalMember(new Random(3), {
          siteId: t.sites.mainSiteId,
          index: 1,
          country: 'NL',
          photos: [],
          now: t.clock.now(),
          minAge: 18,
        }),
        email,
        passwordHash: await hashPassword(TEST_PASSWORD),
        fictional: false,
        photos: [demo!],
      },
    ]);
    const cookie = await t.login(email);
    const { photo } = (await upload(cookie, await photoWithGps())).json();
    const row = await filesOfPhoto(photo.id);
    const uploaded = [row.filename, row.thumb_filename, row.blur_filename];
    for (const key of uploaded) expect((await head(key)).ContentLength).toBeGreaterThan(0);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: { cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    t.clock.advanceDays(ACCOUNT_ERASE_AFTER_DAYS + 1);
    expect(await eraseDeletedAccounts(t.app.deps)).toBe(1);
    await t.settle();
    for (const key of uploaded) await expect(head(key)).rejects.toMatchObject({ name: 'NotFound' });
    expect(await keysUnder('demo/')).toEqual([...demoKeys].sort());
    expect(await keysUnder('private/demo/')).toEqual([...privateDemoKeys].sort());
  });

  it('lists a prefix with the time of each object, and the media sweep removes only objects no row names', async () => {
    const member = await t.createMember({ photos: 1 });
    await t.settle();
    const photo = await filesOfPhoto(member.photoIds[0]!);
    const kept = [photo.filename, photo.public_filename!, photo.thumb_filename, photo.blur_filename];
    const orphans = [newMediaName('u', 'jpg'), newMediaName('u', 'jpg', { private: true })];
    for (const name of orphans) await t.app.deps.media.put(name, Buffer.from('x'), 'image/jpeg');

    const listed: TStoredMedia[] = [];
    for await (const file of t.app.deps.media.list('u/')) listed.push(file);
    expect(listed.map((file) => file.name)).toEqual(expect.arrayContaining([orphans[0], photo.thumb_filename]));
    expect(listed.every((file) => file.name.startsWith('u/') && file.modifiedAt instanceof Date)).toBe(true);

    t.clock.advanceDays(2);
    const sweep = await sweepUnreferencedMedia(t.app.deps);
    expect(sweep.removed).toBe(2);
    for (const key of orphans) await expect(head(key)).rejects.toMatchObject({ name: 'NotFound' });
    for (const key of kept) expect((await head(key)).ContentLength).toBeGreaterThan(0);
  });
});
