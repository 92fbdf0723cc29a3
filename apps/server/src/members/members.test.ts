import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, utcCalendarDate } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/featured-members.php', () => {
  it('shows recently active members with a photo, newest first, with public fields only', async () => {
    const older = await t.createMember({ name: 'Older', photos: 1 });
    // An hour later, another member is active.
    t.clock.advanceMinutes(60);
    const recent = await t.createMember({
      name: 'Recent',
      photos: 1,
      fictional: true,
      dateOfBirth: '1990-01-01',
    });
    await t.createMember({ name: 'NoPhoto' });
    const response = await t.app.inject({ method: 'GET', url: '/api/featured-members.php' });
    expect(response.statusCode).toBe(200);
    const { profiles } = response.json();
    const names = profiles.map((profile: { name: string }) => profile.name);
    expect(names.indexOf('Recent')).toBeLessThan(names.indexOf('Older'));
    expect(names).not.toContain('NoPhoto');
    const card = profiles.find((profile: { name: string }) => profile.name === 'Recent');
    const photo = await t.db
      .selectFrom('photos')
      .select(['filename', 'public_filename', 'public_card_filename', 'thumb_filename', 'blur_filename'])
      .where('id', '=', recent.photoIds[0]!)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({
      id: expect.any(Number),
      name: 'Recent',
      age: ageOn('1990-01-01', utcCalendarDate(t.clock.now())),
      city: 'Utrecht',
      country: 'NL',
      // The main photo's public copies: the private full-size name never reaches a card.
      main_image: {
        thumb_filename: photo.thumb_filename,
        filename: photo.public_filename,
        card_filename: photo.public_card_filename,
      },
      fictional: true,
      online_recently: true,
      verified: false,
    });
    expect(profiles.find((profile: { name: string }) => profile.name === 'Older').online_recently).toBe(false);
    expect(response.body).not.toMatch(/email|blur|password|private/);
    expect(response.body).not.toContain(photo.blur_filename);
    expect(response.body).not.toContain(photo.filename);
    expect(older.userId).toBeGreaterThan(0);
    expect(recent.userId).toBeGreaterThan(0);
  });

  it('never shows invisible, deleted or other sites’ members', async () => {
    // Both the way members do it: the invisible-mode switch and the account deletion.
    const invisible = await t.createMember({ name: 'Invisible', photos: 1 });
    const hide = await t.app.inject({
      method: 'PUT',
      url: '/api/invisible.php',
      headers: { cookie: await t.login(invisible.email) },
      payload: { invisible: true },
    });
    expect(hide.statusCode).toBe(200);
    const deleted = await t.createMember({ name: 'Deleted', photos: 1 });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: { cookie: await t.login(deleted.email) },
      payload: { password: deleted.password },
    });
    expect(gone.statusCode).toBe(200);
    await t.createMember({ name: 'Elsewhere', photos: 1, siteId: t.sites.secondSiteId });
    const names = (await t.app.inject({ method: 'GET', url: '/api/featured-members.php' }))
      .json()
      .profiles.map((profile: { name: string }) => profile.name);
    expect(names).not.toContain('Invisible');
    expect(names).not.toContain('Deleted');
    expect(names).not.toContain('Elsewhere');
  });
});
