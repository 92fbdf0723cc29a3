import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipart(field: string, filename: string, bytes: Buffer) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(cookie: string, bytes: Buffer, filename = 'me.jpg', field = 'photo') {
  const body = multipart(field, filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const photoWithGps = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' } })
    .toBuffer();

describe('POST /api/photos.php', () => {
  it('re-encodes the photo without EXIF or location, makes a thumbnail, and the first becomes the main photo', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(cookie, original, 'holiday.png');
    expect(response.statusCode, response.body).toBe(201);
    const { photo } = response.json();
    expect(photo).toMatchObject({ status: 'active', main: true });
    expect(photo.filename).not.toContain('holiday');
    const stored = await fs.readFile(path.join(t.config.DATA_DIR, 'media', photo.filename));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.format).toBe('jpeg');
    const thumb = await sharp(path.join(t.config.DATA_DIR, 'media', photo.thumb_filename)).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 200]);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json().user;
    expect(me.profile.main_image.filename).toBe(photo.filename);
  });

  it('judges the file by its bytes: a text file named .jpg is refused with 415', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const response = await upload(cookie, Buffer.from('not a picture at all'), 'fake.jpg');
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_image');
  });

  it('lets a free member keep 3 photos (403 photo_limit), a premium member more', async () => {
    const free = await t.createMember();
    const cookie = await t.login(free.email);
    const bytes = await photoWithGps();
    for (let i = 0; i < 3; i++) expect((await upload(cookie, bytes)).statusCode).toBe(201);
    const fourth = await upload(cookie, bytes);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ error: 'photo_limit', limit: 3, premiumLimit: 25 });

    const premium = await t.createMember({ paidUser: true });
    const premiumCookie = await t.login(premium.email);
    for (let i = 0; i < 4; i++) expect((await upload(premiumCookie, bytes)).statusCode).toBe(201);
  });

  it('needs a member', async () => {
    const body = multipart('photo', 'a.jpg', Buffer.from('x'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
  });
});
