import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test/fixture-console';
import sharp from 'sharp';
import { EXPLICIT_PHOTO_POLICIES, explicitPhotoPolicyOf, type TExplicitPhotoPolicy } from '@app/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TPhotoScreening } from './photo-screening-types';
import { photoVerdict } from './photo-policy';

// Real faces: face-api's own sample photo of three women, shipped in its npm package.
const faceApiDir = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
const THREE_WOMEN = fs.readFileSync(path.join(faceApiDir, 'demo', 'sample1.jpg'));

/** A picture with detail but no face in it (a landscape, a pet, a car). */
const faceless = () =>
  sharp({
    create: {
      width: 300,
      height: 400,
      channels: 3,
      background: '#6b8e23',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(cookie: string, bytes: Buffer) {
  const body = multipartForm({}, { field: 'photo', bytes });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().photo as { id: number; status: string; main: boolean };
}

const photoRow = (id: number) =>
  t.db
    .selectFrom('photos')
    .select(['status', 'screening', 'explicit', 'hold_reason', 'risk'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const mainOf = async (userId: number) =>
  (await t.db.selectFrom('profiles').select('main_photo_id').where('user_id', '=', userId).executeTakeFirstOrThrow())
    .main_photo_id;

/** A screening the models could give (for what no test may hold: explicit pictures, children). */
function modelSaid(fields: { explicit?: number; ages?: number[] }): TPhotoScreening {
  const explicit = fields.explicit ?? 0.01;
  return {
    nsfw: { drawing: 0, hentai: 0, neutral: 1 - explicit, porn: explicit, sexy: 0 },
    explicit,
    faces: (fields.ages ?? [30]).map((age) => ({
      score: 0.95,
      box: { x: 10, y: 10, width: 100, height: 100 },
      age,
      gender: 'female' as const,
      genderProbability: 0.9,
      tilt: 0,
      descriptor: Array.from({ length: 128 }, () => 0),
    })),
    image: { width: 600, height: 800 },
  };
}

describe('photos screened after upload (issue 20 item 3)', () => {
  it('answers the upload at once, then the real models find the faces and leave a good photo live', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const photo = await upload(cookie, THREE_WOMEN);
    // The upload did not wait for the models: nothing screened yet, the photo live and main.
    expect(photo).toMatchObject({ status: 'active', main: true });
    expect((await photoRow(photo.id)).screening).toBeNull();

    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    const row = await photoRow(photo.id);
    expect(row).toMatchObject({ status: 'active', explicit: false, hold_reason: null });
    expect(row.screening).toMatchObject({ faces: 3, youngest_age: expect.any(Number) });
    expect(row.screening!.explicit).toBeLessThan(0.5);
    expect(await mainOf(member.userId)).toBe(photo.id);
  }, 60_000);

  it('holds a main photo without a face for review, first in the queue by risk; approval puts it back', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const photo = await upload(cookie, await faceless());
    await t.runJobs();
    expect(await photoRow(photo.id)).toMatchObject({ status: 'pending', hold_reason: 'no_face' });
    expect(await mainOf(member.userId)).toBeNull();
    // The member is told why it waits.
    const own = (await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().photos;
    expect(own).toEqual([expect.objectContaining({ id: photo.id, hold_reason: 'no_face', can_be_main: false })]);

    const moderator = await t.staffLogin('moderator');
    const queue = (await t.app.inject({ url: '/api/admin/photos.php', headers: { cookie: moderator.cookie } })).json()
      .photos;
    expect(queue.find((entry: { id: number }) => entry.id === photo.id)).toMatchObject({
      hold_reason: 'no_face',
      screening: { faces: 0, youngest_age: null },
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/photos.php',
      headers: { cookie: moderator.cookie },
      payload: { photo: photo.id, decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    expect(await photoRow(photo.id)).toMatchObject({ status: 'active', hold_reason: null });
    expect(await mainOf(member.userId)).toBe(photo.id);
  }, 60_000);

  it('puts a face that looks under 18 first in the queue, and never makes an explicit photo the main one', async () => {
    const real = t.app.deps.photoScreener;
    const answers: TPhotoScreening[] = [];
    t.app.deps.photoScreener = { screen: async () => answers.shift()!, close: async () => {} };
    // A site of an adult niche: explicit photos show among the others, never as the main photo (staff's choice).
    await setExplicitPhotos('not_main');
    try {
      // A good first photo, then an explicit one the member then chooses as main.
      const { member, cookie, first, second } = await goodThenExplicit(answers);
      // Not main, so not held; but marked explicit, and the main photo stays the first.
      expect(await photoRow(second.id)).toMatchObject({ status: 'active', explicit: true, hold_reason: null });
      const choose = await t.app.inject({
        method: 'PUT',
        url: '/api/photos.php',
        headers: { cookie },
        payload: { id: second.id, main: true },
      });
      expect(choose.statusCode).toBe(404);
      const own = (await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().photos;
      expect(own.find((entry: { id: number }) => entry.id === second.id)).toMatchObject({ can_be_main: false });
      expect(await mainOf(member.userId)).toBe(first.id);

      const young = await upload(cookie, THREE_WOMEN);
      answers.push(modelSaid({ ages: [31, 13] }));
      await t.runJobs();
      expect(await photoRow(young.id)).toMatchObject({ status: 'pending', hold_reason: 'minor', risk: 1 });
      const moderator = await t.staffLogin('moderator');
      const queue = (await t.app.inject({ url: '/api/admin/photos.php', headers: { cookie: moderator.cookie } })).json()
        .photos;
      expect(queue[0]).toMatchObject({ id: young.id, hold_reason: 'minor', screening: { youngest_age: 13 } });
    } finally {
      t.app.deps.photoScreener = real;
      await setExplicitPhotos('review');
    }
  }, 60_000);

  it('holds every explicit photo for a moderator on a site of the plain niche, main or not', async () => {
    const real = t.app.deps.photoScreener;
    const answers: TPhotoScreening[] = [];
    t.app.deps.photoScreener = { screen: async () => answers.shift()!, close: async () => {} };
    try {
      const site = await t.app.deps.sites.byIdOrThrow(t.sites.mainSiteId);
      expect(site).toMatchObject({ niche: 1, explicit_photos: explicitPhotoPolicyOf(1) });
      const { member, cookie, first, second } = await goodThenExplicit(answers);
      expect(await photoRow(second.id)).toMatchObject({
        status: 'pending',
        explicit: true,
        hold_reason: 'explicit_not_allowed',
      });
      expect(await mainOf(member.userId)).toBe(first.id);
      // The moderator sees why; an approval shows it among her photos, still never as the main one.
      const moderator = await t.staffLogin('moderator');
      const queue = (await t.app.inject({ url: '/api/admin/photos.php', headers: { cookie: moderator.cookie } })).json()
        .photos;
      expect(queue).toContainEqual(expect.objectContaining({ id: second.id, hold_reason: 'explicit_not_allowed' }));
      const approved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/photos.php',
        headers: { cookie: moderator.cookie },
        payload: { photo: second.id, decision: 'approve' },
      });
      expect(approved.statusCode).toBe(200);
      const own = (await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().photos;
      expect(own.find((entry: { id: number }) => entry.id === second.id)).toMatchObject({
        status: 'active',
        can_be_main: false,
      });
    } finally {
      t.app.deps.photoScreener = real;
    }
  }, 60_000);
});

/** A new member's good first photo, then an explicit one, each screened with the models' answer queued. */
async function goodThenExplicit(answers: TPhotoScreening[]) {
  const member = await t.createMember();
  const cookie = await t.login(member.email);
  const first = await upload(cookie, THREE_WOMEN);
  answers.push(modelSaid({}));
  await t.runJobs();
  const second = await upload(cookie, THREE_WOMEN);
  answers.push(modelSaid({ explicit: 0.97 }));
  await t.runJobs();
  return { member, cookie, first, second };
}

/** Staff choose the main site's policy for explicit photos in the console. */
async function setExplicitPhotos(policy: TExplicitPhotoPolicy) {
  const admin = await t.staffLogin('admin');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/site.php',
    headers: { cookie: admin.cookie },
    payload: { id: t.sites.mainSiteId, explicit_photos: policy },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the photo policy', () => {
  it('holds what it must and nothing else', () => {
    for (const policy of EXPLICIT_PHOTO_POLICIES) {
      expect(photoVerdict(modelSaid({}), true, policy).hold).toBeNull();
      expect(photoVerdict(modelSaid({ ages: [] }), true, policy).hold).toBe('no_face');
      expect(photoVerdict(modelSaid({ ages: [] }), false, policy).hold).toBeNull();
      expect(photoVerdict(modelSaid({ explicit: 0.9 }), true, policy).hold).toBe('explicit');
      // A close-up of a clothed face scores up to 0.7 (decision 037): not explicit.
      expect(photoVerdict(modelSaid({ explicit: 0.7 }), true, policy)).toMatchObject({ hold: null, explicit: false });
      expect(photoVerdict(modelSaid({ explicit: 0.7 }), false, policy)).toMatchObject({ hold: null, explicit: false });
      expect(photoVerdict(modelSaid({ ages: [16] }), false, policy).hold).toBeNull();
      expect(photoVerdict(modelSaid({ ages: [15] }), false, policy)).toMatchObject({ hold: 'minor', risk: 1 });
    }
    // Not the main photo: shown among the others on an adult niche's site, held on a site that reviews them.
    expect(photoVerdict(modelSaid({ explicit: 0.9 }), false, 'not_main')).toMatchObject({ hold: null, explicit: true });
    expect(photoVerdict(modelSaid({ explicit: 0.9 }), false, 'review')).toMatchObject({
      hold: 'explicit_not_allowed',
      explicit: true,
    });
    // A minor's face comes first, whatever else.
    expect(photoVerdict(modelSaid({ explicit: 0.9, ages: [12] }), false, 'review').hold).toBe('minor');
  });
});
