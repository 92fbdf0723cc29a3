import { afterAll, describe, expect, it } from 'vitest';
import { changedTables, countRows, listTables } from '../fuzz/row-counts';
import { signUpAndConfirm } from '../public-members';
import { createTestApp } from '../test-app';
import { apiCalls, type ApiCall } from './api-calls';
import { memberRequests, type TPayload } from './victim-world';

/**
 * A visitor or a member at the staff console: every console call of /api/openapi.json (those declared
 * with a staff permission) must refuse them, also a member's session token presented as a staff cookie,
 * and the console's login steps must not take a member's session or password for a staff one.
 */

const t = await createTestApp();
afterAll(() => t.close());
const calls = await apiCalls(t);
const mallory = await signUpAndConfirm(t, { name: 'Mallory', gender: 'male', seeking: 'female' });

const { request } = memberRequests(t);

describe('the staff console', () => {
  const consoleCalls = calls.filter((call) => call.caller === 'staff');
  /** The steps of the console's login, open to anyone by nature: what each is sent to get past its input check. */
  const LOGIN_STEPS: Record<string, TPayload | null> = {
    'POST /api/admin/login.php': null,
    'POST /api/admin/logout.php': null,
    'GET /api/admin/me.php': null,
    'POST /api/admin/second-factor.php': { code: '123456' },
    'POST /api/admin/totp-setup.php': {},
    'PUT /api/admin/totp-setup.php': { code: '123456' },
  };
  const callers = [
    ['visitor', null],
    ['member', mallory.cookie],
    // A member's own session token, presented as if it were a staff session.
    ['member token as staff', `staff_session=${mallory.cookie.replace(/^auth=/, '')}`],
  ] as const;

  it('knows every console call: one that needs a staff session, or a step of the login', () => {
    const unknown = calls.filter(
      (call) => call.path.startsWith('/api/admin/') && call.caller !== 'staff' && !(call.key in LOGIN_STEPS),
    );
    expect(unknown.map((call) => call.key)).toEqual([]);
  });

  it('refuses every console call to a visitor and to a logged-in member, and writes nothing', async () => {
    expect(consoleCalls.length).toBeGreaterThan(60);
    const tables = await listTables(t.db);
    const before = await countRows(t.db, tables);
    const wrong: string[] = [];
    for (const call of consoleCalls)
      for (const [who, cookie] of callers) {
        const answer = await request(cookie, call.method, call.path, call.method === 'GET' ? undefined : {});
        if (answer.statusCode !== 401 || answer.json().error !== 'staff_authentication_required')
          wrong.push(`${who}: ${call.key}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
      }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await countRows(t.db, tables))).toEqual([]);
  });

  it('a member session is no half-finished staff login: the second factor and authenticator set-up refuse it', async () => {
    for (const [key, payload] of Object.entries(LOGIN_STEPS)) {
      if (!payload) continue;
      const [method, url] = key.split(' ') as [ApiCall['method'], string];
      for (const [who, cookie] of callers) {
        const answer = await request(cookie, method, url, payload);
        expect(answer.statusCode, `${who}: ${key}: ${answer.body}`).toBe(401);
      }
    }
    for (const [, cookie] of callers)
      expect((await request(cookie, 'GET', '/api/admin/me.php')).json()).toMatchObject({ staff: null });
  });

  it('a member’s e-mail and password do not open the console', async () => {
    const answer = await request(null, 'POST', '/api/admin/login.php', {
      email: mallory.email,
      password: mallory.password,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.cookies.find((cookie) => cookie.name === 'staff_session')).toBeUndefined();
  });
});
