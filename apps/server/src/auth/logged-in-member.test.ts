import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../test/public-members';
import { createTestApp, type TestApp } from '../test/test-app';
import { loggedInMember } from './logged-in-member';

let t: TestApp;
let loads = 0;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // A route that asks twice, as a route and the service it calls may: one load answers both.
    app.get('/test/logged-in-member', async (req) => {
      const [first, second] = await Promise.all([loggedInMember(req), loggedInMember(req)]);
      const third = await loggedInMember(req);
      loads += 1;
      return { same: first === second && second === third, member: first };
    });
  });
});
afterAll(() => t.close());

describe('the logged-in member', () => {
  it('is loaded once per request with every fact the features use', async () => {
    const member = await signUpAndConfirm(t, { name: 'Lena', country: 'NL', region: 'NL-UT' }, { confirm: false });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/test/logged-in-member',
      headers: { cookie: member.cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      same: true,
      member: {
        userId: member.userId,
        profileId: member.profileId,
        email: member.email,
        confirmed: false,
        paidUser: false,
        country: 'NL',
        region: 'NL-UT',
      },
    });
    expect(loads).toBe(1);
  });

  it('answers 403 authentication_required without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/test/logged-in-member' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('authentication_required');
  });
});
