import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_RULE, LOGIN_PAIR_RULE } from '../../auth/auth.policy';
import { signUpAndConfirm } from '../public-members';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test-app';

/**
 * Failed logins slow down the attacker, never the member: failures count per account and address (with
 * growing locks), per address across accounts, and per account across addresses with a ceiling that no
 * single address reaches and that leaves the member's usual address open.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const HOME = '198.51.100.10';
const ATTACKER = '203.0.113.66';

function login(email: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });
}

function staffLogin(email: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login.php',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });
}

describe('login lockout that an attacker cannot aim', () => {
  it('an attacker hammering a member’s password from one address cannot lock the member out of their own address', async () => {
    const victim = await signUpAndConfirm(t);
    for (let attempt = 0; attempt < 12; attempt++) await login(victim.email, `guess-${attempt}`, ATTACKER);
    expect((await login(victim.email, 'one more guess', ATTACKER)).statusCode).toBe(429);

    const member = await login(victim.email, victim.password, HOME);
    expect(member.statusCode).toBe(200);
    expect(member.json().user.email).toBe(victim.email);
  });

  it('the attacker’s own address is locked, for the right password too, and each further failure doubles the lock', async () => {
    const victim = await signUpAndConfirm(t);
    const attacker = '203.0.113.67';
    for (let attempt = 1; attempt < LOGIN_PAIR_RULE.lockAfter; attempt++)
      expect((await login(victim.email, `guess-${attempt}`, attacker)).statusCode).toBe(401);
    const locked = await login(victim.email, 'guess-5', attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'too_many_attempts', minutes: LOGIN_PAIR_RULE.firstLockMinutes });
    // Even a correct guess is not tried while locked, so locks cannot be used to test passwords.
    expect((await login(victim.email, victim.password, attacker)).statusCode).toBe(429);

    const waits = [];
    for (let round = 0; round < 4; round++) {
      t.clock.advanceMinutes(waits.at(-1) ?? LOGIN_PAIR_RULE.firstLockMinutes);
      waits.push((await login(victim.email, `late-guess-${round}`, attacker)).json().minutes as number);
    }
    expect(waits).toEqual([2, 4, 8, 16]);
  });

  it('a guess spread over a hundred addresses locks strangers out of the account but not the member’s usual address', async () => {
    const victim = await signUpAndConfirm(t);
    expect((await login(victim.email, victim.password, HOME)).statusCode).toBe(200);

    const botnet = Array.from({ length: LOGIN_ACCOUNT_RULE.lockAfter }, (_, n) => `10.77.${n >> 8}.${n & 255}`);
    for (let start = 0; start < botnet.length; start += 10)
      await Promise.all(botnet.slice(start, start + 10).map((ip) => login(victim.email, `guess-from-${ip}`, ip)));

    expect((await login(victim.email, victim.password, '192.0.2.200')).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, HOME)).statusCode).toBe(200);
  }, 180_000);

  it('an attacker cannot lock a staff member out of the console from another address', async () => {
    const staff = await t.staffLogin('support');
    for (let attempt = 0; attempt < 8; attempt++) await staffLogin(staff.email, `guess-${attempt}`, ATTACKER);
    expect((await staffLogin(staff.email, 'one more guess', ATTACKER)).statusCode).toBe(429);
    expect((await staffLogin(staff.email, TEST_PASSWORD, HOME)).statusCode).toBe(200);
  });
});
