import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, TEST_TOTP_SECRET, type TestApp } from '../../test/test-app';
import { createStaff } from '../staff-accounts';
import { STAFF_IDLE_MINUTES } from './staff-session';
import { totpCode, totpStep } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(cookie && { headers: { cookie } }) });
const me = (cookie: string) => t.app.inject({ url: '/api/admin/me.php', headers: { cookie } });
const cookieOf = (answer: Awaited<ReturnType<typeof post>>) =>
  `staff_session=${answer.cookies.find((cookie) => cookie.name === 'staff_session')!.value}`;
const code = (offsetSteps = 0) => totpCode(TEST_TOTP_SECRET, totpStep(t.clock.now()) + offsetSteps);

describe('staff login', () => {
  it('needs the second factor before anything, accepts each code once, and recovery codes once', async () => {
    const email = `mod-${Date.now()}@staff.test`;
    await createStaff(t.db, {
      email,
      name: 'Mo',
      role: 'moderator',
      password: TEST_PASSWORD,
      totpSecret: TEST_TOTP_SECRET,
    });
    expect((await post('/api/admin/login.php', { email, password: 'wrong' })).json().error).toBe('invalid_credentials');
    const first = await post('/api/admin/login.php', { email, password: TEST_PASSWORD });
    expect(first.json()).toEqual({ staff: null, second_factor: 'code' });
    const cookie = cookieOf(first);
    const attrs = first.cookies.find((entry) => entry.name === 'staff_session')!;
    expect(attrs).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // Half logged in: nothing of the console answers.
    const early = await t.app.inject({ url: '/api/admin/complaints.php', headers: { cookie } });
    expect(early.statusCode).toBe(401);
    expect(early.json().error).toBe('second_factor_required');
    expect((await post('/api/admin/second-factor.php', { code: '000000' }, cookie)).json().error).toBe(
      'second_factor_invalid',
    );
    t.clock.advanceMinutes(1);
    const now = code();
    const second = await post('/api/admin/second-factor.php', { code: now }, cookie);
    expect(second.json().staff).toMatchObject({
      email,
      role: 'moderator',
      permissions: expect.arrayContaining(['members.ban']),
    });
    expect((await t.app.inject({ url: '/api/admin/complaints.php', headers: { cookie } })).statusCode).toBe(200);

    // The same code cannot log in a second browser.
    const other = cookieOf(await post('/api/admin/login.php', { email, password: TEST_PASSWORD }));
    expect((await post('/api/admin/second-factor.php', { code: now }, other)).statusCode).toBe(400);
  });

  it('sets the authenticator up at the first login and hands out recovery codes that work once', async () => {
    const email = `new-${Date.now()}@staff.test`;
    await createStaff(t.db, { email, name: 'New', role: 'support', password: TEST_PASSWORD });
    const cookie = cookieOf(await post('/api/admin/login.php', { email, password: TEST_PASSWORD }));
    expect((await me(cookie)).json()).toEqual({ staff: null, second_factor: 'setup' });
    const setup = (await post('/api/admin/totp-setup.php', {}, cookie)).json();
    expect(setup.otpauth).toContain(`secret=${setup.secret}`);
    t.clock.advanceMinutes(1);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/totp-setup.php',
      headers: { cookie },
      payload: { code: totpCode(setup.secret, totpStep(t.clock.now())) },
    });
    const { recovery_codes: codes } = confirmed.json();
    expect(codes).toHaveLength(10);
    expect((await me(cookie)).json().staff.role).toBe('support');

    const again = cookieOf(await post('/api/admin/login.php', { email, password: TEST_PASSWORD }));
    expect((await post('/api/admin/second-factor.php', { code: codes[0] }, again)).statusCode).toBe(200);
    const third = cookieOf(await post('/api/admin/login.php', { email, password: TEST_PASSWORD }));
    expect((await post('/api/admin/second-factor.php', { code: codes[0] }, third)).statusCode).toBe(400);
  });

  it('ends a staff session after 30 idle minutes, and a member cookie opens nothing', async () => {
    const { cookie } = await t.staffLogin('admin');
    expect((await me(cookie)).json().staff).not.toBeNull();
    t.clock.advanceMinutes(STAFF_IDLE_MINUTES + 1);
    expect((await me(cookie)).json().staff).toBeNull();
    const member = await t.createMember();
    const memberCookie = await t.login(member.email);
    expect(
      (await t.app.inject({ url: '/api/admin/complaints.php', headers: { cookie: memberCookie } })).json().error,
    ).toBe('staff_authentication_required');
  });
});
