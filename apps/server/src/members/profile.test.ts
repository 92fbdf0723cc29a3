import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: { cookie }, payload });

describe('GET and PUT /api/profile.php', () => {
  it('answers every field of the own profile and saves any of them', async () => {
    const me = await t.createMember({ name: 'Robin', interests: ['wine'] });
    const cookie = await t.login(me.email);
    const before = (await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie } })).json().profile;
    expect(before).toMatchObject({ id: me.profileId, name: 'Robin', interests: ['wine'], photos: [], photo_limit: 3 });

    const saved = await put(cookie, {
      name: 'Robin B',
      about: 'Coffee first.',
      interests: ['coffee', 'hiking', 'coffee'],
      hair_color: 'red',
      eye_color: 'blue',
      body_type: 'athletic',
      relationship_status: 'divorced',
      country: 'BE',
      region: 'BE-VLG',
      city: 'Gent',
      seeking: 'female',
      sexuality: 'lesbian',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({
      name: 'Robin B',
      about: 'Coffee first.',
      interests: ['coffee', 'hiking'],
      hair_color: 'red',
      country: 'BE',
      region: 'BE-VLG',
      city: 'Gent',
      sexuality: 'lesbian',
    });
    // Changing the country without a region clears the old region.
    expect((await put(cookie, { country: 'DE' })).json().profile.region).toBeNull();
  });

  it('applies the rules of spec point 5 and refuses unknown options', async () => {
    const me = await t.createMember({ email: 'sam@example.test' });
    const cookie = await t.login(me.email);
    expect((await put(cookie, { name: 'sam@example.test' })).json().error).toBe('name_equals_email');
    expect((await put(cookie, { name: '@sam' })).json().error).toBe('name_starts_with_at');
    const young = new Date().getUTCFullYear() - 17;
    const tooYoung = (await put(cookie, { date_of_birth: `${young}-01-01` })).json();
    expect(tooYoung).toMatchObject({ error: 'too_young', minAge: 18 });
    expect((await put(cookie, { date_of_birth: '1990-02-31' })).json().error).toBe('invalid_input');
    expect((await put(cookie, { hair_color: 'purple' })).json().error).toBe('invalid_input');
    expect((await put(cookie, { interests: ['knitting'] })).json().error).toBe('invalid_input');
    expect((await put(cookie, { country: 'NL', region: 'DE-BE' })).json().error).toBe('invalid_input');
    expect((await put(cookie, { about: 'x'.repeat(2001) })).json().error).toBe('invalid_input');
    const unchanged = (await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie } })).json();
    expect(unchanged.profile.name).toBe('Robin');
  });

  it('needs a member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile.php' });
    expect(response.json().error).toBe('authentication_required');
  });
});
