import path from 'node:path';
import sharp from 'sharp';
import { tintedPortrait } from '../fixture-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDemoPhotos } from '../../seed/demo-photos';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 16, item 1: the locked-photo paywall. A locked photo shows its blur; its full size must not be
 * reachable by anyone who is not entitled to it, by deriving a name from the blur, the thumbnail or the
 * main photo, by guessing where private files live, or by reusing a signed address.
 */

/** Probing sends a few hundred requests; the shared test machine may be slow. */
const PROBING_TIMEOUT_MS = 120_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TOpenPhoto = { id: number; locked: false; url: string; thumb_filename: string };
type TLockedPhoto = { id: number; locked: true; blur_filename: string };
type TShownPhoto = TOpenPhoto | TLockedPhoto;

const get = (url: string, cookie?: string) => t.app.inject({ url, ...(cookie && { headers: { cookie } }) });

/** A member's portrait in a colour of its own, so its blur and thumbnail differ from it byte for byte. */
const picture = (red: number) => tintedPortrait(`rgb(${red},90,160)`);

async function upload(cookie: string, bytes: Buffer) {
  const boundary = '----attack' + Math.random().toString(16).slice(2);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().photo as { id: number };
}

/** Premium the way members become it: a credit package bought through the sandbox checkout. */
async function becomePremium(member: TPublicMember) {
  const { packages } = (await get('/api/packages.php', member.cookie)).json();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payment.php',
    headers: { cookie: member.cookie },
    payload: { package: packages[0].id, method: 'card' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const checkout = new URL(created.json().checkout_url);
  const page = checkout.pathname + checkout.search;
  expect((await get(page, member.cookie)).statusCode).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: page,
    headers: { cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', card: 'success' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  // The sandbox's webhook arrives on its own, like a provider's.
  for (let waited = 0; !(await get('/api/user.php', member.cookie)).json().user.paid_user; waited += 50) {
    if (waited > 5_000) throw new Error('the purchase did not make the member premium');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the server holds for a photo (the truth the attacker must not reach), read from its row and storage. */
async function storedPhoto(id: number) {
  const row = await t.db
    .selectFrom('photos')
    .select(['filename', 'thumb_filename', 'blur_filename'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    full: (await t.app.deps.media.read(row.filename))!,
    thumb: (await t.app.deps.media.read(row.thumb_filename))!,
  };
}

/**
 * Every name an attacker would try from a name they know: the old schemes' suffixes (`-b`, `-t`,
 * `-blur`, `-thumb`) added or taken away, other extensions, and the known folder with or without a
 * `private/` in front.
 */
function derivedNames(known: string): string[] {
  const name = known.split('?')[0]!.replace(/^\/media(-signed)?\//, '');
  const folder = path.posix.dirname(name);
  const stem = path.posix.basename(name).replace(/\.[a-z]+$/, '');
  const bare = stem.replace(/-(b|t|blur|thumb|p|public|full)$/, '');
  const stems = [bare, ...['b', 't', 'blur', 'thumb', 'full'].map((suffix) => `${bare}-${suffix}`)];
  const folders = [
    ...new Set([folder, folder.replace(/^private\//, ''), `private/${folder.replace(/^private\//, '')}`]),
  ];
  return folders.flatMap((dir) => stems.flatMap((base) => ['jpg', 'webp'].map((ext) => `${dir}/${base}.${ext}`)));
}

/**
 * Fetches every derived name publicly (/media/), and as a signed address (with the signature the attacker
 * holds for another photo, if any); answers what came back.
 */
async function probe(knownNames: string[], borrowedQuery: string | null, cookie?: string) {
  const answers: Buffer[] = [];
  for (const name of new Set(knownNames.flatMap(derivedNames)))
    for (const url of [`/media/${name}`, `/media-signed/${name}${borrowedQuery ? `?${borrowedQuery}` : ''}`]) {
      const answer = await get(url, cookie);
      if (answer.statusCode === 200) answers.push(answer.rawPayload);
    }
  return answers;
}

/** Every photo name or address an answer holds, wherever it is: all the attacker has to start from. */
function mediaStrings(value: unknown): string[] {
  if (typeof value === 'string') return /\.(jpg|webp|png)(\?|$)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(mediaStrings);
  return [];
}

const nameOf = (url: string) => url.split('?')[0]!.replace(/^\/media(-signed)?\//, '');
const queryOf = (url: string) => url.split('?')[1] ?? null;

let owner: TPublicMember;
let free: TPublicMember;
let premium: TPublicMember;
let photoIds: number[];

describe('the locked-photo paywall', () => {
  beforeAll(async () => {
    owner = await signUpAndConfirm(t, { gender: 'female', seeking: 'male' });
    await becomePremium(owner);
    photoIds = [];
    for (const red of [40, 90, 140, 190]) photoIds.push((await upload(owner.cookie, await picture(red))).id);
    free = await signUpAndConfirm(t, { gender: 'male', seeking: 'female' });
    premium = await signUpAndConfirm(t, { gender: 'male', seeking: 'female' });
    await becomePremium(premium);
  }, PROBING_TIMEOUT_MS);

  const profileFor = async (cookie?: string) => {
    const answer = await get(`/api/member.php?id=${owner.profileId}`, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return { body: answer.body, photos: answer.json().profile.photos as TShownPhoto[] };
  };

  it(
    'a visitor who knows the blur name of a locked photo cannot derive the full photo or its thumbnail',
    async () => {
      const { photos } = await profileFor();
      const locked = photos.filter((photo): photo is TLockedPhoto => photo.locked);
      expect(locked.map((photo) => photo.id)).toEqual(photoIds.slice(1));
      for (const photo of locked) {
        const secret = await storedPhoto(photo.id);
        const answers = await probe([photo.blur_filename], null);
        expect(answers.some((bytes) => bytes.equals(secret.full) || bytes.equals(secret.thumb))).toBe(false);
      }
    },
    PROBING_TIMEOUT_MS,
  );

  it(
    'a free member who knows the blur, thumbnail and main names cannot reach a locked photo',
    async () => {
      const { body, photos } = await profileFor(free.cookie);
      const locked = photos.filter((photo): photo is TLockedPhoto => photo.locked);
      expect(locked.map((photo) => photo.id)).toEqual([photoIds[3]]);
      const secret = await storedPhoto(photoIds[3]!);
      // Nothing the free member gets names the locked photo's full size or thumbnail.
      expect(body).not.toContain(secret.filename);
      expect(body).not.toContain(secret.thumb_filename);
      const given = mediaStrings(JSON.parse(body));
      // Including the signature of a photo the member may see, put on every derived name.
      const borrowed = given.map(queryOf).find((query) => query !== null) ?? null;
      const answers = await probe(given.map(nameOf), borrowed, free.cookie);
      expect(answers.some((bytes) => bytes.equals(secret.full) || bytes.equals(secret.thumb))).toBe(false);
    },
    PROBING_TIMEOUT_MS,
  );

  it('nobody fetches a full-size photo by its stored name, whatever the path', async () => {
    const secret = await storedPhoto(photoIds[2]!);
    const rest = secret.filename.replace(/^private\//, '');
    for (const url of [
      `/media/${secret.filename}`,
      `/media/${rest}`,
      `/media-private/${rest}`,
      `/media/../media-private/${rest}`,
      `/media/%2e%2e/media-private/${rest}`,
      `/media/..%2fmedia-private/${rest}`,
      `/media-signed/${secret.filename}`,
      `/media-signed/${secret.filename}?expires=9999999999&signature=`,
    ]) {
      const answer = await get(url, premium.cookie);
      expect(answer.statusCode, url).not.toBe(200);
      expect(answer.rawPayload.equals(secret.full), url).toBe(false);
    }
  });

  it('a premium member gets a working signed address for every photo, which no shared cache may keep', async () => {
    const { photos } = await profileFor(premium.cookie);
    expect(photos.every((photo) => !photo.locked)).toBe(true);
    const [main, ...others] = photos as TOpenPhoto[];
    // The main photo is public and cacheable; the others are short-lived signed addresses.
    expect(main!.url).toMatch(/^\/media\/u\//);
    expect((await get(main!.url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const photo of others) {
      expect(photo.url).toMatch(/^\/media-signed\/private\/u\/.+\?expires=\d+&signature=[\w-]+$/);
      const answer = await get(photo.url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.rawPayload.equals((await storedPhoto(photo.id)).full)).toBe(true);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(answer.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(360);
    }
  });

  it('an expired signed address is refused, with nothing to tell it from a wrong one', async () => {
    const { photos } = await profileFor(premium.cookie);
    const signed = (photos as TOpenPhoto[])[1]!.url;
    expect((await get(signed)).statusCode).toBe(200);
    t.clock.advanceMinutes(7);
    try {
      const expired = await get(signed);
      expect(expired.statusCode).toBe(404);
      const wrong = await get(signed.replace(/signature=[\w-]+/, 'signature=' + 'A'.repeat(43)));
      expect(expired.body).toBe(wrong.body);
      expect(expired.headers['cache-control']).toBe('no-store');
    } finally {
      t.clock.advanceMinutes(-7);
    }
  });

  it('a tampered signature or a pushed-out expiry is refused', async () => {
    const { photos } = await profileFor(premium.cookie);
    const signed = (photos as TOpenPhoto[])[2]!.url;
    const { searchParams } = new URL(signed, 'http://x');
    const signature = searchParams.get('signature')!;
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const later = Number(searchParams.get('expires')) + 86_400;
    for (const url of [
      signed.replace(signature, flipped),
      signed.replace(/expires=\d+/, `expires=${later}`),
      signed.replace(/&signature=[\w-]+/, ''),
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it("a signature issued for one photo does not open another photo's file", async () => {
    const { photos: freeView } = await profileFor(free.cookie);
    const { photos: premiumView } = await profileFor(premium.cookie);
    // The free member's valid signature for photo 2, on photo 4's file (which a premium member showed them).
    const freeSigned = (freeView as TOpenPhoto[])[1]!.url;
    const lockedFile = nameOf((premiumView as TOpenPhoto[])[3]!.url);
    expect((await get(freeSigned)).statusCode).toBe(200);
    expect((await get(`/media-signed/${lockedFile}?${queryOf(freeSigned)}`)).statusCode).toBe(404);
  });
});

describe('renamed files: no name leads to another', () => {
  /** Two names are related when one's stem begins with the other's (`x` and `x-b`, `f10-bx72` and `f10-bx72-blur`). */
  const related = (a: string, b: string) => {
    const stem = (name: string) => path.posix.basename(name).replace(/\.[a-z]+$/, '');
    return stem(a).startsWith(stem(b)) || stem(b).startsWith(stem(a));
  };
  /** No two of the names are related, and none is related to an old one. */
  const unrelated = (names: string[], old: string[] = []) =>
    names.every(
      (a, index) => names.every((b, other) => index === other || !related(a, b)) && old.every((b) => !related(a, b)),
    );

  it(
    'a fresh demo seed gives every portrait file a random name of its own, the full size private',
    async () => {
      const first = await renderDemoPhotos(t.app.deps.media, 1);
      const again = await renderDemoPhotos(t.app.deps.media, 1);
      for (const photo of [...first, ...again]) {
        const names = [photo.filename, photo.public_filename, photo.thumb_filename, photo.blur_filename];
        expect(names.every(Boolean)).toBe(true);
        expect(unrelated(names)).toBe(true);
        expect(photo.filename).toMatch(/^private\/demo\//);
        for (const name of derivedNames(photo.blur_filename))
          expect((await get(`/media/${name}`)).rawPayload.equals((await t.app.deps.media.read(photo.filename))!)).toBe(
            false,
          );
      }
      // The same seed on another installation does not give the same names.
      expect(first[0]!.blur_filename).not.toBe(again[0]!.blur_filename);
    },
    PROBING_TIMEOUT_MS,
  );

  it(
    'old-style uploads and demo portraits are renamed at start: new unrelated names, old ones gone',
    async () => {
      const media = t.app.deps.media;
      // What the previous version stored: a member's upload as x.jpg, x-t.webp, x-b.jpg, and a demo portrait
      // as d.jpg, d-thumb.webp, d-blur.jpg shared by two members (main photo of one, second photo of the other).
      const uploader = await signUpAndConfirm(t, { gender: 'female', seeking: 'male' });
      const other = await signUpAndConfirm(t, { gender: 'female', seeking: 'male' });
      const full = await picture(220);
      const old = {
        upload: ['u/Qz/QzOldUpload12345.jpg', 'u/Qz/QzOldUpload12345-t.webp', 'u/Qz/QzOldUpload12345-b.jpg'],
        demo: ['demo/f10-bx72.jpg', 'demo/f10-bx72-thumb.webp', 'demo/f10-bx72-blur.jpg'],
        chat: ['u/Ch/ChOldChat1234567.jpg', 'u/Ch/ChOldChat1234567-t.webp', 'u/Ch/ChOldChat1234567-b.jpg'],
      };
      for (const names of Object.values(old)) {
        await media.put(names[0]!, full, 'image/jpeg');
        await media.put(names[1]!, await sharp(full).resize(200, 200).webp().toBuffer(), 'image/webp');
        await media.put(names[2]!, await sharp(full).blur(14).jpeg().toBuffer(), 'image/jpeg');
      }
      const insertPhoto = (userId: number, [filename, thumb, blur]: string[]) =>
        t.db
          .insertInto('photos')
          .values({
            user_id: userId,
            filename: filename!,
            thumb_filename: thumb!,
            blur_filename: blur!,
            width: 600,
            height: 800,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const uploaded = await insertPhoto(uploader.userId, old.upload);
      const demoMain = await insertPhoto(other.userId, old.demo);
      const demoSecond = await insertPhoto(uploader.userId, old.demo);
      await t.db
        .updateTable('profiles')
        .set({ main_photo_id: uploaded.id })
        .where('id', '=', uploader.profileId)
        .execute();
      await t.db
        .updateTable('profiles')
        .set({ main_photo_id: demoMain.id })
        .where('id', '=', other.profileId)
        .execute();
      const chat = await t.db
        .insertInto('chat_photos')
        .values({
          user_id: uploader.userId,
          filename: old.chat[0]!,
          thumb_filename: old.chat[1]!,
          blur_filename: old.chat[2]!,
          width: 600,
          height: 800,
          created_at: t.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const name of [...old.upload, ...old.demo, ...old.chat])
        expect((await get(`/media/${name}`)).statusCode).toBe(200);

      const { renameLegacyMedia } = await import('../../photos/legacy-media-names');
      expect(await renameLegacyMedia(t.app.deps)).toEqual({ photos: 3, chatPhotos: 1 });
      await t.runJobs();

      const rows = await t.db
        .selectFrom('photos')
        .select(['id', 'filename', 'public_filename', 'thumb_filename', 'blur_filename'])
        .where('id', 'in', [uploaded.id, demoMain.id, demoSecond.id])
        .orderBy('id')
        .execute();
      const [upload, main, second] = rows;
      for (const row of rows) {
        expect(row.filename).toMatch(/^private\//);
        const names = [row.filename, row.public_filename, row.thumb_filename, row.blur_filename].filter(
          (name): name is string => name !== null,
        );
        expect(unrelated(names, [...old.upload, ...old.demo])).toBe(true);
        expect((await media.read(row.filename))!.equals(full)).toBe(true);
      }
      // Main photos keep a public copy of their own; the demo portrait's rows share its new names otherwise.
      expect(upload!.public_filename).toMatch(/^u\//);
      expect(main!.public_filename).toMatch(/^demo\//);
      expect(second!.public_filename).toBeNull();
      expect([second!.filename, second!.blur_filename]).toEqual([main!.filename, main!.blur_filename]);
      expect((await get(`/media/${upload!.public_filename}`)).rawPayload.equals(full)).toBe(true);
      const chatRow = await t.db
        .selectFrom('chat_photos')
        .selectAll()
        .where('id', '=', chat.id)
        .executeTakeFirstOrThrow();
      expect(unrelated([chatRow.filename, chatRow.thumb_filename, chatRow.blur_filename], old.chat)).toBe(true);

      // Every old name is gone, and nothing derived from the new blurs reaches a full size.
      for (const name of [...old.upload, ...old.demo, ...old.chat])
        expect((await get(`/media/${name}`)).statusCode).toBe(404);
      const answers = await probe([upload!.blur_filename, second!.blur_filename, second!.thumb_filename], null);
      expect(answers.some((bytes) => bytes.equals(full))).toBe(false);

      // Safe to run again: nothing left to rename.
      expect(await renameLegacyMedia(t.app.deps)).toEqual({ photos: 0, chatPhotos: 0 });
    },
    PROBING_TIMEOUT_MS,
  );
});
