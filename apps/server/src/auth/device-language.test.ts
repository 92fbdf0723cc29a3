import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf, createTestApp, type TestApp } from '../test/test-app';
import { issueLoginLink } from './login-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user.php', cookies, payload: { email, password } });

const storedLanguage = async (cookie: string) =>
  (await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user.language as string;

describe('logging in keeps the language chosen on the device (decision 023)', () => {
  it("answers in the device's language and saves it as the member's", async () => {
    const member = await t.createMember({ language: 'nl' });
    const response = await login(member.email, member.password, { i18n_redirected: 'de' });
    expect(response.json().user.language).toBe('de');
    expect(await storedLanguage(authCookieOf(response)!)).toBe('de');
  });

  it('keeps the stored language on a device without a choice (or with one we do not speak)', async () => {
    const member = await t.createMember({ language: 'nl' });
    expect((await login(member.email, member.password)).json().user.language).toBe('nl');
    expect((await login(member.email, member.password, { i18n_redirected: 'pt' })).json().user.language).toBe('nl');
  });

  it("a mail's login link keeps the device's language too", async () => {
    const member = await t.createMember({ language: 'fr' });
    const token = await issueLoginLink(t.db, {
      userId: member.userId,
      siteId: t.sites.mainSiteId,
      targetPath: '/members',
      now: t.clock.now(),
    });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/login-link.php',
      cookies: { i18n_redirected: 'sv' },
      payload: { token },
    });
    expect(opened.json().user.language).toBe('sv');
  });
});
