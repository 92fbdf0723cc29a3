import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
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
    expect(photo.url).not.toContain('holiday');
    const row = await t.db
      .selectFrom('photos')
      .select(['filename', 'public_filename'])
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    // The full size is private; the main photo's public copy is what the answer and the cards show.
    expect(row.filename).toMatch(/^private\/u\//);
    expect(photo.url).toBe(`/media/${row.public_filename}`);
    const stored = await fs.readFile(path.join(t.config.DATA_DIR, 'media', row.public_filename!));
    expect(stored.equals((await t.app.deps.media.read(row.filename))!)).toBe(true);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.format).toBe('jpeg');
    const thumb = await sharp(path.join(t.config.DATA_DIR, 'media', photo.thumb_filename)).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 200]);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json().user;
    expect(me.profile.main_image.filename).toBe(row.public_filename);
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

    const premium = await t.createMember({ premium: true });
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

describe('managing photos: list, main photo, delete', () => {
  it('lists own photos main first, changes the main photo, and deleting the main one promotes the next', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      const bytes = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      ids.push((await upload(cookie, bytes)).json().photo.id);
    }
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/photos.php', headers: { cookie } })).json();
    expect((await list()).photos.map((photo: { id: number; main: boolean }) => [photo.id, photo.main])).toEqual([
      [ids[0], true],
      [ids[1], false],
      [ids[2], false],
    ]);
    expect((await list()).limit).toBe(3);

    const main = await t.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { cookie },
      payload: { id: ids[2], main: true },
    });
    expect(main.statusCode).toBe(200);
    expect((await list()).photos[0]).toMatchObject({ id: ids[2], main: true });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { cookie },
      payload: { id: ids[2] },
    });
    expect(removed.statusCode).toBe(200);
    const after = await list();
    expect(after.photos.map((photo: { id: number }) => photo.id)).toEqual([ids[0], ids[1]]);
    expect(after.photos[0].main).toBe(true);
  });

  it("cannot touch another member's photo", async () => {
    const owner = await t.createMember();
    const other = await t.createMember();
    const bytes = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#993366' } })
      .jpeg()
      .toBuffer();
    const { photo } = (await upload(await t.login(owner.email), bytes)).json();
    const cookie = await t.login(other.email);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { cookie },
      payload: { id: photo.id },
    });
    expect(remove.statusCode).toBe(404);
    const main = await t.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { cookie },
      payload: { id: photo.id, main: true },
    });
    expect(main.statusCode).toBe(404);
  });
});

describe('photo files follow the database', () => {
  const filesOf = async (photo: { id: number }) => {
    const row = await t.db
      .selectFrom('photos')
      .select(['filename', 'public_filename', 'thumb_filename', 'blur_filename'])
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    return [row.filename, row.public_filename!, row.thumb_filename, row.blur_filename];
  };
  const exists = async (name: string) => (await t.app.deps.media.read(name)) !== null;

  it('an upload refused by the limit leaves no files behind', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const bytes = await photoWithGps();
    for (let i = 0; i < 3; i++) expect((await upload(cookie, bytes)).statusCode).toBe(201);
    // Files only: an emptied two-letter folder may stay for later uploads.
    const uploads = async () =>
      (
        await Promise.all(
          ['media/u', 'media-private/u'].map((folder) =>
            fs.readdir(path.join(t.config.DATA_DIR, folder), { recursive: true }),
          ),
        )
      )
        .flat()
        .filter((name) => name.includes('.'));
    const before = await uploads();
    expect((await upload(cookie, bytes)).statusCode).toBe(403);
    expect(await uploads()).toEqual(before);
  });

  it('a delete that rolls back keeps the files; one that commits removes them', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const { photo } = (await upload(cookie, await photoWithGps())).json();
    const files = await filesOf(photo);
    expect(await Promise.all(files.map(exists))).toEqual([true, true, true, true]);

    // Make the delete's last step (moving the main photo) fail, for this member only.
    await sql`create function refuse_profile_update() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(t.db);
    await sql
      .raw(
        `create trigger refuse_profile_update before update on profiles for each row
         when (old.user_id = ${member.userId}) execute function refuse_profile_update()`,
      )
      .execute(t.db);
    const failed = await t.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { cookie },
      payload: { id: photo.id },
    });
    expect(failed.statusCode).toBe(500);
    expect(await t.db.selectFrom('photos').select('id').where('id', '=', photo.id).executeTakeFirst()).toBeDefined();
    expect(await Promise.all(files.map(exists))).toEqual([true, true, true, true]);

    await sql`drop trigger refuse_profile_update on profiles`.execute(t.db);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { cookie },
      payload: { id: photo.id },
    });
    expect(removed.statusCode).toBe(200);
    await t.settle();
    expect(await Promise.all(files.map(exists))).toEqual([false, false, false, false]);
  });
});
