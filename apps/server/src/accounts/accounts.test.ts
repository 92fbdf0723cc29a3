import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared';
import { translate } from '../lib/i18n';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /api/user.php (language)', () => {
  it.each(LANGUAGES)('stores %s as the member language', async (language) => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe(language);
    const again = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(again.json().user.language).toBe(language);
  });

  it.each([{ language: 'xx' }, { language: 'EN' }, { language: 'en-US' }, {}, { language: null }])(
    'refuses %j with 400',
    async (payload) => {
      const member = await t.createMember();
      const cookie = await t.login(member.email);
      const response = await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input', fields: { language: expect.any(Array) } });
    },
  );

  it('answers later errors in the new language', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: { cookie }, payload: { language: 'de' } });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'zz' },
    });
    expect(response.json().message).toBe(translate('de', 'errors.invalid_input'));
    expect(response.json().message).not.toBe(translate('en', 'errors.invalid_input'));
  });

  it('needs a member: 403 authentication_required', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { language: 'de' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'authentication_required', message: expect.any(String) });
  });
});

const SUBSCRIPTION = {
  endpoint: 'https://push.example.test/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('POST /api/user.php?push=1', () => {
  it('stores the subscription for the member, once per endpoint', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { cookie },
        payload: { subscription: SUBSCRIPTION },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const rows = await t.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', member.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: SUBSCRIPTION.endpoint, auth: SUBSCRIPTION.keys.auth });
  });

  it.each([
    ['no subscription', {}],
    ['an http endpoint', { subscription: { ...SUBSCRIPTION, endpoint: 'http://push.example.test/x' } }],
    ['a non-URL endpoint', { subscription: { ...SUBSCRIPTION, endpoint: 'not a url' } }],
    ['missing keys', { subscription: { endpoint: SUBSCRIPTION.endpoint } }],
    ['a short auth key', { subscription: { ...SUBSCRIPTION, keys: { ...SUBSCRIPTION.keys, auth: 'abc' } } }],
    [
      'a p256dh key with bad characters',
      { subscription: { ...SUBSCRIPTION, keys: { ...SUBSCRIPTION.keys, p256dh: '!'.repeat(87) } } },
    ],
  ])('refuses %s', async (_label, payload) => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const response = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_input');
  });

  it('needs a member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: SUBSCRIPTION },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
  });
});

describe('POST /api/page-hidden.php', () => {
  it("records the member's last activity", async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    t.clock.advanceMinutes(3);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('last_active_at')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(user.last_active_at.getTime()).toBe(t.clock.now().getTime());
  });

  it('accepts a logged-out beacon without effect', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/page-hidden.php', payload: {} });
    expect(response.statusCode).toBe(200);
  });
});
