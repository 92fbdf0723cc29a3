import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  LOTTE,
  multipartBody,
  pngPicture,
  postMultipart,
  staffClient,
} from '../admin/sites/admin-test-kit';
import { insertMembers, makeFictionalMember } from '../seed/demo-members';
import { renderDemoPhotos, type DemoPhoto } from '../seed/demo-photos';
import { Random } from '../seed/random';
import { repairMainPhotos } from './main-photo-repair';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The main-photo rule (photos/main-photo.ts) through every path that changes photos: a member's own
 * calls, moderation in the console, and the console's fictional profiles. Each case uploads photos
 * (numbered from 0, oldest first), applies steps, and names the photo that must be main.
 */
type TStep = { approve: number } | { reject: number } | { delete: number } | { choose: number } | { upload: true };

interface TCase {
  name: string;
  owner: 'member' | 'member on a site that reviews photos' | 'fictional';
  uploads: number;
  steps: TStep[];
  /** Index of the photo that must be main, or null for none. */
  main: number | null;
}

const CASES: TCase[] = [
  { name: 'no photos: none', owner: 'member', uploads: 0, steps: [], main: null },
  { name: 'the first upload', owner: 'member', uploads: 1, steps: [], main: 0 },
  {
    name: 'only pending photos: none (nobody sees a photo before review)',
    owner: 'member on a site that reviews photos',
    uploads: 2,
    steps: [],
    main: null,
  },
  {
    name: 'pending first, a later one approved: the approved one',
    owner: 'member on a site that reviews photos',
    uploads: 2,
    steps: [{ approve: 1 }],
    main: 1,
  },
  {
    name: 'both approved in upload order: the oldest',
    owner: 'member on a site that reviews photos',
    uploads: 2,
    steps: [{ approve: 0 }, { approve: 1 }],
    main: 0,
  },
  {
    name: 'the later one approved first: it stays main (viewers already see it)',
    owner: 'member on a site that reviews photos',
    uploads: 2,
    steps: [{ approve: 1 }, { approve: 0 }],
    main: 1,
  },
  { name: 'member choice', owner: 'member', uploads: 3, steps: [{ choose: 2 }], main: 2 },
  {
    name: 'member choice outlives other deletes',
    owner: 'member',
    uploads: 3,
    steps: [{ choose: 2 }, { delete: 0 }],
    main: 2,
  },
  {
    name: 'deleted main: the oldest left',
    owner: 'member',
    uploads: 3,
    steps: [{ choose: 2 }, { delete: 2 }],
    main: 0,
  },
  { name: 'deleted only photo: none', owner: 'member', uploads: 1, steps: [{ delete: 0 }], main: null },
  {
    name: 'rejected main (moderation): the oldest approved left',
    owner: 'member',
    uploads: 3,
    steps: [{ reject: 0 }],
    main: 1,
  },
  {
    name: 'rejected chosen main: the oldest approved',
    owner: 'member',
    uploads: 3,
    steps: [{ choose: 2 }, { reject: 2 }],
    main: 0,
  },
  {
    name: 'rejected only approved photo, another pending: none',
    owner: 'member on a site that reviews photos',
    uploads: 2,
    steps: [{ approve: 0 }, { reject: 0 }],
    main: null,
  },
  { name: 'fictional: the first upload', owner: 'fictional', uploads: 2, steps: [], main: 0 },
  {
    name: 'fictional: staff choice',
    owner: 'fictional',
    uploads: 3,
    steps: [{ choose: 1 }, { upload: true }],
    main: 1,
  },
  { name: 'fictional: deleted main, the oldest left', owner: 'fictional', uploads: 3, steps: [{ delete: 0 }], main: 1 },
  {
    name: 'fictional: deleted chosen main',
    owner: 'fictional',
    uploads: 3,
    steps: [{ choose: 2 }, { delete: 2 }],
    main: 0,
  },
  { name: 'fictional: rejected main (moderation)', owner: 'fictional', uploads: 2, steps: [{ reject: 0 }], main: 1 },
];

let t: TestApp;
let admin: ReturnType<typeof staffClient>;
let adminCookie: string;
let moderator: ReturnType<typeof staffClient>;
let picture: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await t.staffLogin('admin')).cookie;
  admin = staffClient(t, adminCookie);
  moderator = staffClient(t, (await t.staffLogin('moderator')).cookie);
  picture = await pngPicture(300, 400);
});
afterAll(() => t.close());

/** The calls one kind of owner makes: a member through their own API, a fictional profile through the console. */
async function ownerOf(kind: TCase['owner']) {
  if (kind === 'fictional') {
    const created = await admin('POST', '/api/admin/fictional.php', { site: t.sites.mainSiteId, ...LOTTE });
    const userId: number = created.json().profile.user_id;
    return {
      userId,
      upload: async () =>
        postMultipart(
          t,
          adminCookie,
          '/api/admin/fictional-photo.php',
          { user: String(userId) },
          {
            field: 'photo',
            name: 'p.png',
            bytes: picture,
          },
        ),
      remove: (id: number) => admin('DELETE', '/api/admin/fictional-photo.php', { photo: id }),
      choose: (id: number) => admin('PUT', '/api/admin/fictional-photo.php', { photo: id, main: true }),
    };
  }
  const reviewed = kind !== 'member';
  const host = reviewed ? 'flirtpunt.localhost' : 'localhost';
  const member = await t.createMember(reviewed ? { siteId: t.sites.secondSiteId } : {});
  const cookie = await t.login(member.email, undefined, host);
  const call = (method: 'DELETE' | 'PUT', payload: object) =>
    t.app.inject({ method, url: '/api/photos.php', headers: { cookie, host }, payload });
  return {
    userId: member.userId,
    cookie,
    upload: () => {
      const body = multipartBody({}, { field: 'photo', name: 'p.png', bytes: picture });
      return t.app.inject({
        method: 'POST',
        url: '/api/photos.php',
        headers: { cookie, host, 'content-type': body.contentType },
        payload: body.payload,
      });
    },
    remove: (id: number) => call('DELETE', { id }),
    choose: (id: number) => call('PUT', { id, main: true }),
  };
}

describe('which photo is main (photos/main-photo.ts)', () => {
  it.each(CASES)('$owner, $name', async ({ owner: kind, uploads, steps, main }) => {
    const owner = await ownerOf(kind);
    const ids: number[] = [];
    const upload = async () => {
      const response = await owner.upload();
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().photo.id);
    };
    for (let index = 0; index < uploads; index++) await upload();
    for (const step of steps) {
      const response =
        'upload' in step
          ? (await upload(), undefined)
          : 'delete' in step
            ? await owner.remove(ids[step.delete]!)
            : 'choose' in step
              ? await owner.choose(ids[step.choose]!)
              : await moderator(
                  'POST',
                  '/api/admin/photos.php',
                  'approve' in step
                    ? { photo: ids[step.approve], decision: 'approve' }
                    : { photo: ids[step.reject], decision: 'reject', reason: 'not_a_person' },
                );
      if (response) expect(response.statusCode, response.body).toBe(200);
    }
    await t.settle();

    const expected = main === null ? null : ids[main]!;
    const profile = await t.db
      .selectFrom('profiles')
      .select('main_photo_id')
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(profile.main_photo_id).toBe(expected);
    // The main photo alone has public copies (full and card size); every other full size stays private.
    const published = await t.db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', owner.userId)
      .where((eb) => eb.or([eb('public_filename', 'is not', null), eb('public_card_filename', 'is not', null)]))
      .execute();
    expect(published.map((photo) => photo.id)).toEqual(expected === null ? [] : [expected]);
    if (expected !== null) {
      const copies = await t.db
        .selectFrom('photos')
        .select(['public_filename', 'public_card_filename'])
        .where('id', '=', expected)
        .executeTakeFirstOrThrow();
      expect(copies.public_card_filename).toMatch(/^u\/.+\.webp$/);
      expect(await t.app.deps.media.read(copies.public_card_filename!)).toBeTruthy();
    }
  });

  it('shows the member their own photo waiting for review as their main image, and nobody else', async () => {
    const owner = await ownerOf('member on a site that reviews photos');
    const uploaded = await owner.upload();
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const host = 'flirtpunt.localhost';
    const own = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: owner.cookie, host } });
    const mainImage = own.json().user.profile.main_image;
    // The spec's main_image carries its status: a member who just added a photo is not asked to add one.
    expect(mainImage).toMatchObject({ status: 'pending', thumb_filename: uploaded.json().photo.thumb_filename });
    expect(mainImage.filename).toBe(mainImage.thumb_filename);

    const viewer = await t.createMember({ siteId: t.sites.secondSiteId, gender: 'male', seeking: 'female' });
    const viewerCookie = await t.login(viewer.email, undefined, host);
    const profileId = (
      await t.db.selectFrom('profiles').select('id').where('user_id', '=', owner.userId).executeTakeFirstOrThrow()
    ).id;
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/member.php?id=${profileId}`,
      headers: { cookie: viewerCookie, host },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().profile.main_image).toBeNull();

    const rejected = await moderator('POST', '/api/admin/photos.php', {
      photo: uploaded.json().photo.id,
      decision: 'reject',
      reason: 'not_a_person',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: owner.cookie, host } });
    expect(after.json().user.profile.main_image).toBeNull();
  });

  it('answers a member who chooses a pending, rejected or foreign photo with 404, and the main photo stays', async () => {
    const owner = await ownerOf('member on a site that reviews photos');
    const first = (await owner.upload()).json().photo.id;
    const second = (await owner.upload()).json().photo.id;
    await moderator('POST', '/api/admin/photos.php', { photo: first, decision: 'approve' });
    expect((await owner.choose(second)).statusCode).toBe(404);
    const stranger = await ownerOf('member');
    await stranger.upload();
    expect((await stranger.choose(first)).statusCode).toBe(404);
    const profile = await t.db
      .selectFrom('profiles')
      .select('main_photo_id')
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(profile.main_photo_id).toBe(first);
  });

  it('the console sets a fictional main photo with an audit entry, and never a real member’s', async () => {
    const fictional = await ownerOf('fictional');
    await fictional.upload();
    const second = (await fictional.upload()).json().photo.id;
    expect((await fictional.choose(second)).statusCode).toBe(200);
    expect(await auditEntries(t, 'fictional.photo_main', fictional.userId)).toHaveLength(1);
    const member = await ownerOf('member');
    const own = (await member.upload()).json().photo.id;
    expect((await admin('PUT', '/api/admin/fictional-photo.php', { photo: own, main: true })).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/fictional-photo.php', { photo: own })).statusCode).toBe(404);
  });
});

describe('the demo seed', () => {
  it('makes each member’s first portrait main, with the portrait’s own public copy and no other', async () => {
    const portraits = await renderDemoPhotos(t.app.deps.media, 2);
    // Members as the demo seed makes them, in bulk with the shared portraits: what this test is about.
    const seeded = (photos: DemoPhoto[], index: number) => ({
      ...makeFictionalMember(new Random(index), {
        siteId: t.sites.mainSiteId,
        index: 9000 + index,
        country: 'NL',
        photos: [],
        now: t.clock.now(),
        minAge: 18,
      }),
      photos,
    });
    const seeds = [seeded([portraits[1]!, portraits[0]!, portraits[2]!], 1), seeded([portraits[3]!, portraits[1]!], 2)];
    const userIds = await insertMembers(t.db, seeds);
    const [first, second] = await Promise.all(
      seeds.map(async (seed) => {
        const userId = userIds.get(`${seed.siteId}:${seed.email}`)!;
        const profile = await t.db
          .selectFrom('profiles')
          .select('id')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        return { userId, profileId: profile.id };
      }),
    );
    for (const [member, main] of [
      [first!, portraits[1]!],
      [second!, portraits[3]!],
    ] as const) {
      const rows = await t.db
        .selectFrom('photos')
        .leftJoin('profiles', 'profiles.main_photo_id', 'photos.id')
        .select(['photos.filename', 'photos.public_filename', 'photos.public_card_filename', 'profiles.id as main_of'])
        .where('photos.user_id', '=', member.userId)
        .orderBy('photos.id')
        .execute();
      expect(rows[0]).toEqual({
        filename: main.filename,
        public_filename: main.public_filename,
        public_card_filename: main.public_card_filename,
        main_of: member.profileId,
      });
      expect(
        rows.slice(1).every((row) => row.public_filename === null && row.public_card_filename === null && !row.main_of),
      ).toBe(true);
    }
  });
});

describe('profiles an older version left against the rule', () => {
  it('are set right at start: the approved photo becomes main, the pending one loses its public copy', async () => {
    const owner = await ownerOf('member on a site that reviews photos');
    const pending = (await owner.upload()).json().photo.id;
    const approved = (await owner.upload()).json().photo.id;
    // What the old code wrote: the first upload made main (with a public copy) while pending, and the
    // approval of the second left it so.
    await t.db.updateTable('photos').set({ status: 'active' }).where('id', '=', approved).execute();
    await t.db.updateTable('profiles').set({ main_photo_id: pending }).where('user_id', '=', owner.userId).execute();
    await t.db.updateTable('photos').set({ public_filename: 'u/ol/old-copy.jpg' }).where('id', '=', pending).execute();

    expect(await repairMainPhotos(t.app.deps)).toBe(1);
    await t.settle();
    const rows = await t.db
      .selectFrom('photos')
      .leftJoin('profiles', 'profiles.main_photo_id', 'photos.id')
      .select(['photos.id', 'photos.public_filename', 'profiles.id as main_of'])
      .where('photos.user_id', '=', owner.userId)
      .orderBy('photos.id')
      .execute();
    expect(rows).toEqual([
      { id: pending, public_filename: null, main_of: null },
      { id: approved, public_filename: expect.stringMatching(/^u\//), main_of: expect.any(Number) },
    ]);
    expect(await repairMainPhotos(t.app.deps)).toBe(0);
  });
});
