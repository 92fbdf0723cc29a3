import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ADDRESS_RULE, LOGIN_PAIR_RULE } from './auth.policy';
import { authCookieOf, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/user.php', headers, payload: { email, password } });
}

function currentUser(cookie: string | undefined, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/user.php', headers: { ...headers, ...(cookie && { cookie }) } });
}

describe('POST /api/user.php (login)', () => {
  it('logs in and answers the user in the spec shape', async () => {
    const member = await t.createMember({ name: 'Sanne', credits: 12 });
    const response = await login(member.email, member.password);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: member.email,
      status: 'confirmed',
      credits: 12,
      paid_user: false,
      language: 'en',
      notifications_disabled: [],
      fictional_icon: '✦',
      profile: { name: 'Sanne', country: 'NL', status: 'active', main_image: null },
    });
    expect(user.profile.id).toEqual(expect.any(Number));
    expect(new Date(user.signup_date).getTime()).not.toBeNaN();
    expect(response.body).not.toMatch(/password_hash|argon2/);
  });

  it('sets an HttpOnly, SameSite=Lax auth cookie on path / for 30 days', async () => {
    const member = await t.createMember();
    const response = await login(member.email, member.password);
    const cookie = response.cookies.find((candidate) => candidate.name === 'auth')!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 86_400 });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks the cookie Secure behind https', async () => {
    const member = await t.createMember();
    const response = await login(member.email, member.password, { 'x-forwarded-proto': 'https' });
    expect(response.cookies.find((candidate) => candidate.name === 'auth')?.secure).toBe(true);
  });

  it('matches the e-mail without regard to case or surrounding spaces', async () => {
    const member = await t.createMember({ email: 'Mixed.Case@Example.test' });
    expect((await login('  mixed.case@example.TEST ', member.password)).statusCode).toBe(200);
  });

  it('gives a new token at every login', async () => {
    const member = await t.createMember();
    const first = authCookieOf(await login(member.email, member.password));
    const second = authCookieOf(await login(member.email, member.password));
    expect(first).not.toEqual(second);
    expect((await currentUser(first)).json().user).not.toBeNull();
    expect((await currentUser(second)).json().user).not.toBeNull();
  });

  it('stores only a hash of the token, with the client type', async () => {
    const member = await t.createMember();
    const response = await login(member.email, member.password, { 'x-client-type': 'installed' });
    const token = authCookieOf(response)!.slice('auth='.length);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).not.toContain(token);
    expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.client_type).toBe('installed');
  });

  it('answers a wrong password and an unknown e-mail with the same error', async () => {
    const member = await t.createMember();
    const wrong = await login(member.email, 'not the password', { 'x-forwarded-for': '10.1.0.1' });
    const unknown = await login('nobody@example.test', 'not the password', { 'x-forwarded-for': '10.1.0.1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: expect.stringMatching(/login failed/i) });
  });

  it('answers the login error in the language of the locale cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      cookies: { i18n_redirected: 'nl' },
      headers: { 'x-forwarded-for': '10.1.0.2' },
      payload: { email: 'nobody@example.test', password: 'whatever1' },
    });
    expect(response.json().message).toMatch(/inloggen/i);
  });

  it('does not log in a member of another site, even with the same e-mail', async () => {
    const email = 'shared@example.test';
    await t.createMember({ email, siteId: t.sites.mainSiteId });
    await t.createMember({ email, siteId: t.sites.secondSiteId, name: 'Other' });
    const main = await login(email, TEST_PASSWORD);
    const second = await login(email, TEST_PASSWORD, { host: 'flirtpunt.localhost' });
    expect(main.json().user.profile.name).toBe('Robin');
    expect(second.json().user.profile.name).toBe('Other');
    // A cookie from one site is worth nothing on the other.
    expect((await currentUser(authCookieOf(main), { host: 'flirtpunt.localhost' })).json().user).toBeNull();
  });

  it('tells a deleted member with the right password that the account can still come back, and nobody else', async () => {
    const deleted = await t.createMember({ deleted: true });
    const response = await login(deleted.email, deleted.password, { 'x-forwarded-for': '10.1.0.3' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'account_deleted', days: 14 });
    const guess = await login(deleted.email, 'not the password', { 'x-forwarded-for': '10.1.0.3' });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().error).toBe('invalid_credentials');
  });

  it.each([
    [{}, ['email', 'password']],
    [{ email: '', password: '' }, ['email', 'password']],
    [{ email: 'a@b.c' }, ['password']],
    [{ email: 42, password: ['x'] }, ['email', 'password']],
    [{ email: 'a@b.c', password: 'x'.repeat(200) }, ['password']],
  ])('refuses the body %j naming the bad fields', async (payload, fields) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user.php', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_input');
    expect(Object.keys(response.json().fields).sort()).toEqual(fields);
  });
});

describe('login throttling', () => {
  const { lockAfter } = LOGIN_PAIR_RULE;

  it(`locks an account from one address after ${lockAfter} failures, even for the right password, with growing locks that lift by themselves`, async () => {
    const member = await t.createMember();
    const ip = { 'x-forwarded-for': '10.2.0.1' };
    for (let attempt = 1; attempt < lockAfter; attempt++) {
      expect((await login(member.email, 'wrong password', ip)).statusCode).toBe(401);
    }
    const locking = await login(member.email, 'wrong password', ip);
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toMatchObject({ error: 'too_many_attempts', minutes: 1 });
    expect(locking.json().message).toContain('1');
    expect((await login(member.email, member.password, ip)).statusCode).toBe(429);

    t.clock.advanceMinutes(1);
    expect((await login(member.email, 'wrong password', ip)).json()).toMatchObject({ minutes: 2 });
    t.clock.advanceMinutes(1);
    expect((await login(member.email, member.password, ip)).json()).toMatchObject({ minutes: 1 });
    t.clock.advanceMinutes(1);
    expect((await login(member.email, member.password, ip)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the answer reveals nothing', async () => {
    const ip = { 'x-forwarded-for': '10.3.0.1' };
    const answers = [];
    for (let attempt = 0; attempt < lockAfter; attempt++) {
      answers.push((await login('ghost@example.test', 'wrong password', ip)).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
  });

  it('locks an IP address that tries many accounts', async () => {
    const ip = { 'x-forwarded-for': '10.4.0.1' };
    let last = 0;
    for (let attempt = 0; attempt < LOGIN_ADDRESS_RULE.lockAfter + 10 && last !== 429; attempt++) {
      last = (await login(`spray${attempt}@example.test`, 'wrong password', ip)).statusCode;
    }
    expect(last).toBe(429);
    const member = await t.createMember();
    expect((await login(member.email, member.password, ip)).statusCode).toBe(429);
    expect((await login(member.email, member.password, { 'x-forwarded-for': '10.4.0.2' })).statusCode).toBe(200);
  });

  it('counts parallel failures without losing any', async () => {
    const member = await t.createMember();
    const ip = { 'x-forwarded-for': '10.5.0.1' };
    await Promise.all(Array.from({ length: 8 }, () => login(member.email, 'wrong password', ip)));
    expect((await login(member.email, member.password, ip)).statusCode).toBe(429);
  });

  it('forgets the failures of an account and address once the right password comes from there', async () => {
    const member = await t.createMember();
    const ip = { 'x-forwarded-for': '10.6.0.1' };
    for (let attempt = 1; attempt < lockAfter; attempt++) await login(member.email, 'wrong password', ip);
    expect((await login(member.email, member.password, ip)).statusCode).toBe(200);
    expect((await login(member.email, 'wrong password', ip)).statusCode).toBe(401);
  });
});

describe('GET /api/user.php', () => {
  it('answers null when logged out', async () => {
    const response = await currentUser(undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('answers null for a forged cookie', async () => {
    expect((await currentUser('auth=forged-token-value')).json()).toEqual({ user: null });
  });

  it('answers the member and renews the cookie', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const response = await currentUser(cookie);
    expect(response.json().user.email).toBe(member.email);
    expect(response.cookies.find((candidate) => candidate.name === 'auth')?.maxAge).toBe(30 * 86_400);
  });

  it('ends a session left idle for 30 days', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    t.clock.advanceDays(29);
    expect((await currentUser(cookie)).json().user).not.toBeNull();
    t.clock.advanceDays(29);
    expect((await currentUser(cookie)).json().user).not.toBeNull();
    t.clock.advanceDays(31);
    expect((await currentUser(cookie)).json().user).toBeNull();
  });

  it('ends any session after 90 days, however active', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    for (let day = 0; day < 91; day += 10) {
      t.clock.advanceDays(10);
      await currentUser(cookie);
    }
    expect((await currentUser(cookie)).json().user).toBeNull();
  });
});

describe('GET /api/logout.php', () => {
  it('ends the session on the server: the old cookie is worthless after', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((candidate) => candidate.name === 'auth');
    expect(cleared?.value).toBe('');
    expect((await currentUser(cookie)).json()).toEqual({ user: null });
  });

  it('is harmless when logged out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/logout.php' })).statusCode).toBe(200);
  });

  it('refuses a logout started by another site', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await currentUser(cookie)).json().user).not.toBeNull();
  });
});
