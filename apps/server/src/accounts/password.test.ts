import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email } });
const resetWith = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: '/api/password-reset.php', payload: { token, password } });
const tokenFrom = (text: string) => /reset-password\/do\?token=([\w-]+)/.exec(text)![1]!;

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the member', async () => {
    const member = await t.createMember();
    const known = await requestReset(member.email);
    const unknown = await requestReset('nobody-here@example.test');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    const mails = await t.deliverMails();
    expect(mails.map((mail) => mail.to)).toEqual([member.email]);
  });

  it('sets the new password once, ends every other session and logs this browser in', async () => {
    const member = await t.createMember();
    const oldSession = await t.login(member.email);
    await requestReset(member.email);
    const [mail] = await t.deliverMails();
    const token = tokenFrom(mail!.text);

    const done = await resetWith(token, 'a-new-and-long-secret');
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(member.email);
    expect(authCookieOf(done)).toBeTruthy();
    const old = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: oldSession } });
    expect(old.json().user).toBeNull();
    await t.login(member.email, 'a-new-and-long-secret');
    await expect(t.login(member.email, TEST_PASSWORD)).rejects.toThrow();

    const reused = await resetWith(token, 'yet-another-secret-9');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('reset_link_invalid');
  });

  it('refuses an expired link (one hour) and keeps a link whose password was too weak', async () => {
    const member = await t.createMember();
    await requestReset(member.email);
    const token = tokenFrom((await t.deliverMails())[0]!.text);
    expect((await resetWith(token, 'password123')).json().error).toBe('weak_password');
    t.clock.advanceMinutes(61);
    expect((await resetWith(token, 'strong-enough-secret')).json().error).toBe('reset_link_invalid');
  });

  it('allows three requests a day per address, then 429 too_many_resets ("try again tomorrow")', async () => {
    const member = await t.createMember();
    for (let i = 0; i < 3; i++) expect((await requestReset(member.email)).statusCode).toBe(200);
    const fourth = await requestReset(member.email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: 'too_many_resets' });
    expect(fourth.json().message).toMatch(/tomorrow/);
    // An unknown address is limited the same way: the limit reveals nothing.
    for (let i = 0; i < 3; i++) await requestReset('ghost@example.test');
    expect((await requestReset('ghost@example.test')).statusCode).toBe(429);
    t.clock.advanceDays(1);
    expect((await requestReset(member.email)).statusCode).toBe(200);
  });
});

describe('PUT /api/password.php', () => {
  it('needs the current password, a matching repeat and a good password; other sessions end', async () => {
    const member = await t.createMember();
    const other = await t.login(member.email);
    const cookie = await t.login(member.email);
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/password.php', headers: { cookie }, payload });
    expect(
      (
        await change({
          current_password: 'wrong',
          new_password: 'fresh-secret-1',
          new_password_repeat: 'fresh-secret-1',
        })
      ).json().error,
    ).toBe('wrong_password');
    expect(
      (
        await change({
          current_password: TEST_PASSWORD,
          new_password: 'fresh-secret-1',
          new_password_repeat: 'fresh-secret-2',
        })
      ).json().error,
    ).toBe('passwords_differ');
    expect(
      (await change({ current_password: TEST_PASSWORD, new_password: 'short1', new_password_repeat: 'short1' })).json()
        .error,
    ).toBe('invalid_input');
    expect(
      (
        await change({ current_password: TEST_PASSWORD, new_password: 'qwerty123', new_password_repeat: 'qwerty123' })
      ).json().error,
    ).toBe('weak_password');
    const ok = await change({
      current_password: TEST_PASSWORD,
      new_password: 'fresh-secret-1',
      new_password_repeat: 'fresh-secret-1',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json().user,
    ).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: other } })).json().user,
    ).toBeNull();
  });
});
