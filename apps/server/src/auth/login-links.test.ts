import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LINK_DAYS } from '@app/shared';
import { authCookieOf, createTestApp, type TestApp } from '../test/test-app';
import { issueLoginLink } from './login-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const open = (token: string, host = 'localhost') =>
  t.app.inject({ method: 'POST', url: '/api/login-link.php', headers: { host }, payload: { token } });

describe('personal login links', () => {
  it('logs the member in once and names the page to open', async () => {
    const member = await t.createMember({ name: 'Lotte' });
    const token = await issueLoginLink(t.db, {
      userId: member.userId,
      siteId: t.sites.mainSiteId,
      targetPath: '/chats/7',
      now: t.clock.now(),
    });
    const first = await open(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ next: '/chats/7', user: { profile: { name: 'Lotte' } } });
    const cookie = authCookieOf(first)!;
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user.profile.name).toBe('Lotte');
    const again = await open(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('link_invalid');
  });

  it('expires, works only on its own site, and never leads off the site', async () => {
    const member = await t.createMember();
    const expiring = await issueLoginLink(t.db, {
      userId: member.userId,
      siteId: t.sites.mainSiteId,
      targetPath: '/likes',
      now: t.clock.now(),
    });
    const foreign = await issueLoginLink(t.db, {
      userId: member.userId,
      siteId: t.sites.mainSiteId,
      targetPath: '//evil.example/x',
      now: t.clock.now(),
    });
    expect((await open(foreign, 'flirtpunt.localhost')).statusCode).toBe(400);
    expect((await open(foreign)).json().next).toBe('/');
    t.clock.advanceDays(LOGIN_LINK_DAYS);
    expect((await open(expiring)).statusCode).toBe(400);
    expect((await open('not-a-token')).json().error).toBe('invalid_input');
  });
});
