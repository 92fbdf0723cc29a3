import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The stored file names of photos, in the order of their ids. */
const filesOf = (ids: number[]) =>
  Promise.all(
    ids.map((id) =>
      t.db
        .selectFrom('photos')
        .select(['filename', 'public_filename', 'thumb_filename', 'blur_filename'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ),
  );
const getMember = (id: number, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/member.php?id=${id}`, headers: cookie ? { cookie } : {} });

describe('GET /api/member.php: photo access (spec points 1 and 6)', () => {
  it('shows visitors the main photo, free members three, premium members all; locked ones only blurred', async () => {
    // Five photos: more than a free member may keep, so she bought a package first.
    const owner = await t.createMember({ name: 'Mila', premium: true, photos: 5 });
    const files = await filesOf(owner.photoIds);
    const free = await t.createMember({ gender: 'male', seeking: 'female' });
    const premium = await t.createMember({ gender: 'male', seeking: 'female', premium: true });

    const asVisitor = (await getMember(owner.profileId)).json().profile;
    expect(asVisitor.photo_count).toBe(5);
    expect(asVisitor.photos.filter((photo: { locked: boolean }) => !photo.locked)).toHaveLength(1);
    // The main photo is the one full-size photo with a public address.
    expect(asVisitor.photos[0]).toMatchObject({ locked: false, url: `/media/${files[0]!.public_filename}` });
    expect(asVisitor.match).toBe(`/media/${files[0]!.public_filename}`);

    const asFree = await getMember(owner.profileId, await t.login(free.email));
    const freeBody = asFree.json().profile;
    expect(freeBody.photos.map((photo: { locked: boolean }) => photo.locked)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    // A locked photo's full-size (and thumbnail) address never leaves the server.
    for (const hidden of files.slice(3).flatMap((file) => [file.filename, file.thumb_filename]))
      expect(asFree.body).not.toContain(hidden);
    expect(freeBody.photos[3]).toEqual({
      id: expect.any(Number),
      locked: true,
      blur_filename: files[3]!.blur_filename,
    });
    // An open photo other than the main one: a signed, short-lived address of its private file.
    expect(freeBody.photos[1].url.startsWith(`/media-signed/${files[1]!.filename}?expires=`)).toBe(true);
    expect(freeBody.photos[1].url).toMatch(/&signature=/);

    const asPremium = (await getMember(owner.profileId, await t.login(premium.email))).json().profile;
    expect(asPremium.photos.every((photo: { locked: boolean }) => !photo.locked)).toBe(true);
  });

  it('follows the site: Flirtpunt lets free members see two photos', async () => {
    const owner = await t.createMember({ siteId: t.sites.secondSiteId, premium: true, photos: 4 });
    const viewer = await t.createMember({ siteId: t.sites.secondSiteId, gender: 'male' });
    const cookie = await t.login(viewer.email, undefined, 'flirtpunt.localhost');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/member.php?id=${owner.profileId}`,
      headers: { cookie, host: 'flirtpunt.localhost' },
    });
    expect(response.json().profile.photos.map((photo: { locked: boolean }) => photo.locked)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    // A member of one site is not found on another.
    expect((await getMember(owner.profileId)).statusCode).toBe(404);
  });
});

describe('GET /api/member.php: who may see whom', () => {
  it('answers 404 to a member the profile owner blocked, but lets the blocker see and unblock', async () => {
    const blocker = await t.createMember({ name: 'Blocker' });
    const pest = await t.createMember({ name: 'Pest', gender: 'male' });
    const blockerCookie = await t.login(blocker.email);
    const pestCookie = await t.login(pest.email);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: blockerCookie },
      payload: { id: pest.profileId },
    });
    expect(block.statusCode).toBe(200);
    expect((await getMember(blocker.profileId, pestCookie)).statusCode).toBe(404);
    expect((await getMember(pest.profileId, blockerCookie)).json().profile.blocked).toBe(true);
    const like = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: pestCookie },
      payload: { id: blocker.profileId },
    });
    expect(like.statusCode).toBe(404);
    const blocks = await t.app.inject({ method: 'GET', url: '/api/blocks.php', headers: { cookie: blockerCookie } });
    expect(blocks.json().profiles.map((card: { name: string }) => card.name)).toEqual(['Pest']);
    // Pest was just active; the list to unblock from shows no presence of a blocked member.
    expect(blocks.json().profiles[0].online_recently).toBe(false);

    await t.app.inject({
      method: 'DELETE',
      url: '/api/block.php',
      headers: { cookie: blockerCookie },
      payload: { id: pest.profileId },
    });
    expect((await getMember(blocker.profileId, pestCookie)).statusCode).toBe(200);
  });

  it('hides an invisible member until they make the first move', async () => {
    const shy = await t.createMember({ name: 'Shy', invisible: true });
    const other = await t.createMember({ gender: 'male' });
    const otherCookie = await t.login(other.email);
    expect((await getMember(shy.profileId, otherCookie)).statusCode).toBe(404);
    const shyCookie = await t.login(shy.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: shyCookie },
      payload: { id: other.profileId },
    });
    const seen = await getMember(shy.profileId, otherCookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().profile.liked_me).toBe(true);
  });

  it('shows only the fields the site makes visible, and the about text only with visible notes', async () => {
    const owner = await t.createMember({ about: 'I love hiking', hairColor: 'red', interests: ['hiking'] });
    await t.db
      .updateTable('sites')
      .set({ visible_profile_fields: JSON.stringify(['age', 'city']), visible_profile_notes: false })
      .where('id', '=', t.sites.mainSiteId)
      .execute();
    t.app.deps.sites.invalidate();
    try {
      const profile = (await getMember(owner.profileId)).json().profile;
      expect(profile).toMatchObject({ hair_color: null, about: null, interests: [] });
    } finally {
      await t.db
        .updateTable('sites')
        .set({
          visible_profile_fields: JSON.stringify(['age', 'city', 'hair_color', 'interests']),
          visible_profile_notes: true,
        })
        .where('id', '=', t.sites.mainSiteId)
        .execute();
      t.app.deps.sites.invalidate();
    }
  });

  it('refuses an id that is not a number', async () => {
    expect((await getMember(Number.NaN)).statusCode).toBe(400);
  });
});

describe('POST /api/complaints.php', () => {
  it('stores a report about a member for moderation, and refuses an unknown member', async () => {
    const reporter = await t.createMember();
    const reported = await t.createMember({ gender: 'male' });
    const cookie = await t.login(reporter.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { cookie },
      payload: { reason: 'harassment', text: 'Rude messages', profile_id: reported.profileId },
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', response.json().complaint.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      reporter_profile_id: reporter.profileId,
      reported_profile_id: reported.profileId,
      reason: 'harassment',
      status: 'open',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { cookie },
      payload: { reason: 'spam', profile_id: 99999999 },
    });
    expect(unknown.statusCode).toBe(404);
    const noReason = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { cookie },
      payload: {},
    });
    expect(noReason.json().error).toBe('invalid_input');
    // "Something else" needs a description, refused in the member's words as the form does.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { cookie },
      payload: { reason: 'other', text: '   ' },
    });
    expect(other.json()).toMatchObject({ error: 'invalid_input', fields: { text: [en.fields.required] } });
  });
});
