import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@app/shared';
import { signUpAndConfirm } from '../public-members';
import { createTestApp } from '../test-app';
import { multipartFile, SAME_SITE, uploadAs } from './api-calls';
import {
  jpegClaiming,
  jpegPolyglot,
  pngBomb,
  pngWithHtmlText,
  SCRIPT,
  SVG_WITH_HANDLER,
  SVG_WITH_LINK,
  SVG_WITH_SCRIPT,
} from './hostile-files';

/**
 * Hostile uploads: decompression bombs, oversized files, things that are not images but are named like
 * one, SVG with script, polyglots. Member uploads (profile and chat photos) are judged by their bytes,
 * decoded within a pixel limit and re-encoded, so nothing of the original file is ever served; what is
 * refused answers 4xx `{ error, message }` and leaves no row and no file behind.
 */

const t = await createTestApp();
afterAll(() => t.close());
const member = await signUpAndConfirm(t, { name: 'Uma' });
const staff = await t.staffLogin('admin');
const mediaDirs = ['media', 'media-private'].map((folder) => path.join(t.config.DATA_DIR, folder));

const UPLOAD_CALLS = ['/api/photos.php', '/api/chat-photos.php'];

async function storedFiles(): Promise<string[]> {
  const entries = (
    await Promise.all(mediaDirs.map((dir) => fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])))
  ).flat();
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function storedRows() {
  const count = async (table: 'photos' | 'chat_photos') =>
    (await t.db.selectFrom(table).select('id').where('user_id', '=', member.userId).execute()).length;
  return { photos: await count('photos'), chat_photos: await count('chat_photos') };
}

interface HostileUpload {
  name: string;
  file(): Promise<Buffer> | Buffer;
  filename: string;
  contentType: string;
  status: number;
}

/** Decodes without error to more pixels than PHOTO_MAX_PIXELS: only the app's own pixel limit stops it. */
const VALID_BOMB = pngBomb(8_000, 8_000, { complete: true });

const REFUSED: HostileUpload[] = [
  {
    name: 'a decompression bomb: a valid 60 KB PNG of 8000×8000 pixels',
    file: () => VALID_BOMB,
    filename: 'bomb.png',
    contentType: 'image/png',
    status: 415,
  },
  {
    name: 'a decompression bomb: a PNG of a few hundred bytes declaring 50000×50000 pixels',
    file: () => pngBomb(50_000, 50_000, { complete: false }),
    filename: 'bomb.png',
    contentType: 'image/png',
    status: 415,
  },
  {
    name: 'a JPEG whose header claims 65000×65000 pixels',
    file: () => jpegClaiming(65_000, 65_000),
    filename: 'huge.jpg',
    contentType: 'image/jpeg',
    status: 415,
  },
  {
    name: 'a file larger than the 10 MB limit',
    file: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(PHOTO_MAX_BYTES + 1024, 7)]),
    filename: 'big.jpg',
    contentType: 'image/jpeg',
    status: 413,
  },
  {
    name: 'a text file named .jpg',
    file: () => Buffer.from('just some text, not a picture'),
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    status: 415,
  },
  {
    name: 'an HTML page named .png and sent as image/png',
    file: () => Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`),
    filename: 'photo.png',
    contentType: 'image/png',
    status: 415,
  },
  {
    name: 'an SVG with a script, named .jpg',
    file: () => SVG_WITH_SCRIPT,
    filename: 'photo.jpg',
    contentType: 'image/svg+xml',
    status: 415,
  },
  {
    name: 'a PDF named .jpg',
    file: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'),
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    status: 415,
  },
  {
    name: 'a GIF, which could carry script-bearing comments and animations',
    file: () =>
      sharp({ create: { width: 32, height: 32, channels: 3, background: '#00ff00' } })
        .gif()
        .toBuffer(),
    filename: 'photo.gif',
    contentType: 'image/gif',
    status: 415,
  },
  {
    name: 'an empty file',
    file: () => Buffer.alloc(0),
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    status: 415,
  },
];

describe('hostile member uploads', () => {
  for (const url of UPLOAD_CALLS)
    for (const upload of REFUSED)
      it(`${url}: ${upload.name} is refused and nothing is stored`, { timeout: 60_000 }, async () => {
        const [rows, files] = [await storedRows(), await storedFiles()];
        const started = Date.now();
        const answer = await uploadAs(t, member.cookie, url, await upload.file(), upload.filename, upload.contentType);
        expect(answer.statusCode, answer.body).toBe(upload.status);
        expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
        // Refused from the header, not after decoding gigabytes.
        expect(Date.now() - started).toBeLessThan(10_000);
        await t.settle();
        expect(await storedRows()).toEqual(rows);
        expect(await storedFiles()).toEqual(files);
      });

  it('a form with two files is refused and nothing is stored', async () => {
    const [rows, files] = [await storedRows(), await storedFiles()];
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const first = multipartFile('photo', 'a.jpg', photo);
    const boundary = first.contentType.split('boundary=')[1]!;
    const second = Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="b.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const payload = Buffer.concat([
      first.payload.subarray(0, first.payload.length - `\r\n--${boundary}--\r\n`.length),
      second,
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...SAME_SITE, cookie: member.cookie, 'content-type': first.contentType },
      payload,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    await t.settle();
    expect(await storedRows()).toEqual(rows);
    expect(await storedFiles()).toEqual(files);
  });
});

describe('polyglots', () => {
  const polyglots: Array<[string, () => Promise<Buffer>]> = [
    ['a JPEG with HTML in a comment and after its end', jpegPolyglot],
    ['a PNG with HTML in a text chunk', pngWithHtmlText],
  ];
  for (const url of UPLOAD_CALLS)
    for (const [name, make] of polyglots)
      it(`${url}: ${name} is stored re-encoded, without any of the markup`, async () => {
        const original = await make();
        const answer = await uploadAs(t, member.cookie, url, original, 'photo.jpg');
        expect(answer.statusCode, answer.body).toBe(201);
        const { photo } = answer.json();
        const row = await t.db
          .selectFrom(url === '/api/photos.php' ? 'photos' : 'chat_photos')
          .select(['filename', 'thumb_filename'])
          .where('id', '=', photo.id)
          .executeTakeFirstOrThrow();
        for (const name of [row.filename, row.thumb_filename]) {
          const stored = (await t.app.deps.media.read(name))!;
          expect(stored.equals(original)).toBe(false);
          expect(stored.toString('latin1')).not.toMatch(/<script|<html/i);
        }
        // Served with the type of what it is, never sniffed into HTML.
        const served = await t.app.inject({ url: `/media/${row.thumb_filename}` });
        expect(served.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      });
});

const gifts = await t.app.inject({ url: '/api/gifts.php', headers: { cookie: member.cookie } });
const giftKey = (gifts.json().gifts as Array<{ key: string }>)[0]!.key;

describe('gift pictures (staff uploads, where SVG is allowed)', () => {
  const pictureOf = async () =>
    (await t.db.selectFrom('gifts').select('image').where('key', '=', giftKey).executeTakeFirstOrThrow()).image;

  const hostile: Array<[string, Buffer, string]> = [
    ['an SVG with a script', SVG_WITH_SCRIPT, 'picture.svg'],
    ['an SVG with an event handler', SVG_WITH_HANDLER, 'picture.svg'],
    ['an SVG linking to javascript:', SVG_WITH_LINK, 'picture.svg'],
    ['a decompression bomb', VALID_BOMB, 'picture.png'],
  ];
  for (const [name, bytes, filename] of hostile)
    it(`a gift picture that is ${name} is refused and the gift keeps its picture`, async () => {
      const [before, files] = [await pictureOf(), await storedFiles()];
      const body = multipartFile('picture', filename, bytes, 'image/svg+xml', { key: giftKey });
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/gift-picture.php',
        headers: { ...SAME_SITE, cookie: staff.cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toBe('invalid_input');
      await t.settle();
      expect(await pictureOf()).toBe(before);
      expect(await storedFiles()).toEqual(files);
    });
});
