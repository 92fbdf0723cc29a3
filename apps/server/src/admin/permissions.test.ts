import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type TStaffRole } from '@app/shared';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import type { TStaffAction } from '@app/shared';
import { ROLE_PERMISSIONS } from './permissions';

let t: TestApp;
const cookies = new Map<TStaffRole, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) cookies.set(role, (await t.staffLogin(role)).cookie);
});
afterAll(() => t.close());

/** A console call with an empty body or query: enough to pass or fail the permission check. */
async function callAs(role: TStaffRole, method: string, url: string) {
  const send = () =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: cookies.get(role)! },
      ...(method !== 'GET' && { payload: {} }),
    });
  const answer = await send();
  // A call that ended the caller's own session (none should with an empty body): log in again once.
  if (answer.statusCode !== 401) return answer;
  cookies.set(role, (await t.staffLogin(role)).cookie);
  return send();
}

describe('the permission matrix', () => {
  it('answers 403 forbidden exactly when the role lacks the permission of a console call', async () => {
    const calls = t.app.routeRegistry.filter((route) => route.staffAction !== undefined);
    expect(calls.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const call of calls)
      for (const role of STAFF_ROLES) {
        const answer = await callAs(role, call.method, call.url);
        const forbidden = answer.statusCode === 403 && answer.json().error === 'forbidden';
        const allowed = call.staffAction === null || ROLE_PERMISSIONS[role].includes(call.staffAction as TStaffAction);
        if (forbidden === allowed || (!allowed && answer.json().action !== call.staffAction))
          wrong.push(
            `${role} ${call.method} ${call.url} (${call.staffAction}): ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
      }
    expect(wrong).toEqual([]);
  });

  it('keeps moderators from prices, operators from refunds and support from site settings', async () => {
    const moderator = await callAs('moderator', 'PUT', '/api/admin/packages.php');
    expect(moderator.statusCode).toBe(403);
    expect(moderator.json()).toMatchObject({ error: 'forbidden', action: 'packages.edit' });
    const operator = await callAs('operator', 'POST', '/api/admin/refund.php');
    expect(operator.json()).toMatchObject({ error: 'forbidden', action: 'payments.refund' });
    const support = await callAs('support', 'PUT', '/api/admin/site.php');
    expect(support.json()).toMatchObject({ error: 'forbidden', action: 'sites.edit' });
    // The same calls get past the permission to the input check for an admin.
    expect((await callAs('admin', 'PUT', '/api/admin/site.php')).json().error).toBe('invalid_input');
  });

  it('lets no member and no half-logged-in staff member into a console call', async () => {
    const member = await t.createMember();
    const memberCookie = await t.login(member.email);
    const answer = await t.app.inject({ url: '/api/admin/sites.php', headers: { cookie: memberCookie } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error).toBe('staff_authentication_required');
    const { email } = await t.staffLogin('admin');
    const half = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login.php',
      payload: { email, password: TEST_PASSWORD },
    });
    const halfCookie = `staff_session=${half.cookies.find((cookie) => cookie.name === 'staff_session')!.value}`;
    const early = await t.app.inject({ url: '/api/admin/sites.php', headers: { cookie: halfCookie } });
    expect(early.json().error).toBe('second_factor_required');
  });
});
