import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries, LOTTE, pngPicture, postMultipart, staffClient } from './admin-test-kit';

let t: TestApp;
let admin: ReturnType<typeof staffClient>;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await t.staffLogin('admin')).cookie;
  admin = staffClient(t, adminCookie);
  const member = await t.createMember({ gender: 'male', seeking: 'female' });
  memberCookie = await t.login(member.email);
});
afterAll(() => t.close());

const search = async (query: string) =>
  (await t.app.inject({ url: `/api/members.php?${query}`, headers: { cookie: memberCookie } })).json()
    .results as Array<{
    id: number;
    name: string;
    fictional: boolean;
    main_image: unknown;
  }>;
const addPhoto = async (user: number) =>
  postMultipart(
    t,
    adminCookie,
    '/api/admin/fictional-photo.php',
    { user: String(user) },
    {
      field: 'photo',
      name: 'lotte.png',
      bytes: await pngPicture(400, 500),
    },
  );

describe('fictional profiles in the console', () => {
  let lotte: { user_id: number; profile_id: number };

  it('creates a fictional member that search finds, marked fictional, with photos active at once', async () => {
    const created = await admin('POST', '/api/admin/fictional.php', { site: t.sites.mainSiteId, ...LOTTE });
    expect(created.statusCode).toBe(201);
    lotte = created.json().profile;
    expect(created.json().profile).toMatchObject({
      name: 'Lotte',
      fictional: true,
      status: 'active',
      interests: ['hiking', 'coffee'],
    });
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', lotte.user_id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ fictional: true, password_hash: null, status: 'confirmed', language: 'nl' });
    expect(user.email).toMatch(/^fictional-[0-9a-f]+@fictional\.invalid$/);

    const first = await addPhoto(lotte.user_id);
    expect(first.statusCode).toBe(201);
    expect(first.json().photo).toMatchObject({ status: 'active', main: true });
    expect((await addPhoto(lotte.user_id)).json().photo.main).toBe(false);

    const found = (await search('gender=female&country=NL')).find((card) => card.id === lotte.profile_id);
    expect(found).toMatchObject({ name: 'Lotte', fictional: true, main_image: expect.anything() });
    const [entry] = await auditEntries(t, 'fictional.create', lotte.user_id);
    expect(entry!.after).toMatchObject({ name: 'Lotte', fictional: true });
    expect(await auditEntries(t, 'fictional.photo_add', lotte.user_id)).toHaveLength(2);
  });

  it('checks every field like the member profile does', async () => {
    const young = new Date(t.clock.now().getTime() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const rules = await admin('POST', '/api/admin/fictional.php', {
      ...LOTTE,
      site: t.sites.secondSiteId,
      name: '@lotte',
      date_of_birth: young,
      country: 'DE',
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json()).toMatchObject({
      error: 'invalid_input',
      fields: {
        name: ['may not start with @'],
        date_of_birth: ['at least 21 years old on this site'],
        country: ["not one of the site's countries"],
      },
    });
    const region = await admin('POST', '/api/admin/fictional.php', {
      ...LOTTE,
      site: t.sites.mainSiteId,
      region: 'DE-BE',
    });
    expect(region.json().fields).toEqual({ region: ['not a region of the country'] });
    const shape = await admin('POST', '/api/admin/fictional.php', {
      site: t.sites.mainSiteId,
      name: 'X',
      date_of_birth: '17-05-1990',
      gender: 'other',
      hair_color: 'purple',
      interests: ['knitting'],
    });
    expect(Object.keys(shape.json().fields).sort()).toEqual([
      'country',
      'date_of_birth',
      'gender',
      'hair_color',
      'interests.0',
      'name',
      'seeking',
      'sexuality',
    ]);
  });

  it('updates a fictional profile, never its fictional mark, and never a real member', async () => {
    const changed = await admin('PUT', '/api/admin/fictional.php', {
      user: lotte.user_id,
      city: 'Amersfoort',
      fictional: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().profile).toMatchObject({ city: 'Amersfoort', fictional: true });
    const user = await t.db
      .selectFrom('users')
      .select('fictional')
      .where('id', '=', lotte.user_id)
      .executeTakeFirstOrThrow();
    expect(user.fictional).toBe(true);
    const [entry] = await auditEntries(t, 'fictional.update', lotte.user_id);
    expect(entry).toMatchObject({ before: { city: 'Utrecht' }, after: { city: 'Amersfoort' } });

    const moved = await admin('PUT', '/api/admin/fictional.php', { user: lotte.user_id, country: 'BE' });
    expect(moved.json().profile).toMatchObject({ country: 'BE', region: null });

    const real = await t.createMember();
    expect((await admin('PUT', '/api/admin/fictional.php', { user: real.userId, city: 'X' })).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/fictional-profile.php?user=${real.userId}`)).statusCode).toBe(404);
    expect((await addPhoto(real.userId)).statusCode).toBe(404);

    await admin('PUT', '/api/admin/fictional.php', { user: lotte.user_id, status: 'disabled' });
    expect((await search('gender=female')).map((card) => card.id)).not.toContain(lotte.profile_id);
    await admin('PUT', '/api/admin/fictional.php', { user: lotte.user_id, status: 'active' });
    expect((await search('gender=female')).map((card) => card.id)).toContain(lotte.profile_id);
  });

  it('lists fictional profiles of a site page by page and deletes photos (the next becomes main)', async () => {
    const { profiles, has_more } = (
      await admin('GET', `/api/admin/fictional.php?site=${t.sites.mainSiteId}&q=lot`)
    ).json();
    expect(has_more).toBe(false);
    expect(profiles).toEqual([expect.objectContaining({ user_id: lotte.user_id, photo_count: 2, fictional: true })]);
    expect((await admin('GET', `/api/admin/fictional.php?site=${t.sites.secondSiteId}`)).json().profiles).toEqual([]);

    const { profile } = (await admin('GET', `/api/admin/fictional-profile.php?user=${lotte.user_id}`)).json();
    const [main, other] = profile.photos;
    expect(main.main).toBe(true);
    expect((await admin('DELETE', '/api/admin/fictional-photo.php', { photo: main.id })).statusCode).toBe(200);
    const after = (await admin('GET', `/api/admin/fictional-profile.php?user=${lotte.user_id}`)).json().profile;
    expect(after.photos).toEqual([expect.objectContaining({ id: other.id, main: true })]);
    expect(await auditEntries(t, 'fictional.photo_delete', lotte.user_id)).toHaveLength(1);
    expect((await admin('DELETE', '/api/admin/fictional-photo.php', { photo: main.id })).statusCode).toBe(404);
  });
});
