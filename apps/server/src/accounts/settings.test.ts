import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCookieOf, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { eraseDeletedAccounts } from './deletion.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_EVENTS_SECRET: 'a-long-shared-secret-for-tests' });
});
afterAll(() => t.close());

async function member() {
  const created = await t.createMember();
  return { ...created, cookie: await t.login(created.email) };
}

describe('e-mail change', () => {
  it('needs the password, mails the new address, and switches on confirmation', async () => {
    const m = await member();
    const request = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/email.php', headers: { cookie: m.cookie }, payload });
    expect((await request({ email: 'fresh@example.test', password: 'wrong' })).json().error).toBe('wrong_password');
    expect((await request({ email: 'not an address', password: TEST_PASSWORD })).json().error).toBe('invalid_input');
    // The own address, in any case, is refused as unchanged, in the words the form shows for it.
    const own = await request({ email: ` ${m.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect([own.statusCode, own.json().error]).toEqual([409, 'email_unchanged']);
    // Another member's address answers like a free one; its owner hears of it instead (account-enumeration attack test).
    const taken = await t.createMember();
    expect((await request({ email: taken.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    const newEmail = `moved-${Date.now()}@example.test`;
    expect((await request({ email: newEmail, password: TEST_PASSWORD })).statusCode).toBe(200);
    // Queued mails go out in parallel: which arrives first is not fixed.
    const mails = await t.deliverMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([taken.email, newEmail].sort());
    expect(mails.find((mail) => mail.to === taken.email)!.text).not.toMatch(/mail-change/);
    const token = /mail-change\/do\?token=([\w-]+)/.exec(mails.find((mail) => mail.to === newEmail)!.text)![1]!;
    const confirm = await t.app.inject({ method: 'POST', url: '/api/mail-change.php', payload: { token } });
    expect(confirm.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: m.cookie } });
    expect(me.json().user.email).toBe(newEmail);
    expect((await t.app.inject({ method: 'POST', url: '/api/mail-change.php', payload: { token } })).json().error).toBe(
      'link_invalid',
    );
  });
});

describe('notifications and invisible mode', () => {
  it('lists the 8 types, turns one off and on, and shows the reason of a bounce', async () => {
    const m = await member();
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie: m.cookie } });
    expect(list.json().notifications).toHaveLength(8);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: m.cookie },
      payload: { type: 'promotions', enabled: false },
    });
    expect(off.json().notifications.find((n: { type: string }) => n.type === 'promotions')).toEqual({
      type: 'promotions',
      enabled: false,
      reason: 'user',
    });

    const event = await t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: { 'x-mail-events-secret': 'a-long-shared-secret-for-tests' },
      payload: { events: [{ type: 'bounce', email: m.email.toUpperCase() }] },
    });
    expect(event.json()).toEqual({ applied: 1 });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie: m.cookie } })
    ).json().notifications;
    expect(after.find((n: { type: string }) => n.type === 'promotions').reason).toBe('user');
    expect(after.find((n: { type: string }) => n.type === 'new_messages')).toMatchObject({
      enabled: false,
      reason: 'bounce',
    });
    const user = (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: m.cookie } })).json()
      .user;
    expect(user.notifications_disabled).toContainEqual({ type: 'like', reason: 'bounce' });

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: m.cookie },
      payload: { type: 'new_messages', enabled: true },
    });
    expect(on.json().notifications.find((n: { type: string }) => n.type === 'new_messages').enabled).toBe(true);
  });

  it('refuses mail events without the shared secret', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: { 'x-mail-events-secret': 'wrong-secret-of-some-length' },
      payload: { events: [{ type: 'complaint', email: 'a@b.test' }] },
    });
    expect(response.statusCode).toBe(403);
  });

  it('hides an invisible member from search and shows the state in the user object', async () => {
    const m = await member();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/invisible.php',
      headers: { cookie: m.cookie },
      payload: { invisible: true },
    });
    expect(response.json()).toEqual({ invisible: true });
    const profile = await t.db
      .selectFrom('profiles')
      .select('searchable')
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    expect(profile.searchable).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: m.cookie } })).json().user
        .invisible,
    ).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: '/api/invisible.php',
      headers: { cookie: m.cookie },
      payload: { invisible: false },
    });
    expect(
      (await t.db.selectFrom('profiles').select('searchable').where('user_id', '=', m.userId).executeTakeFirstOrThrow())
        .searchable,
    ).toBe(true);
  });
});

describe('deleting and reactivating an account', () => {
  it('hides the account and ends every session at once; the mail link brings it back within 14 days', async () => {
    const m = await member();
    const second = await t.login(m.email);
    const offer = await t.app.inject({ method: 'GET', url: '/api/retention-offer.php', headers: { cookie: m.cookie } });
    expect(offer.json()).toMatchObject({ invisible: false, notifications_enabled: 8 });
    expect(typeof offer.json().discount_percentage).toBe('number');

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: { cookie: m.cookie },
      payload: { password: 'nope' },
    });
    expect(wrong.json().error).toBe('wrong_password');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: { cookie: m.cookie },
      payload: { password: TEST_PASSWORD, reason: 'found_someone' },
    });
    expect(deleted.statusCode).toBe(200);
    for (const cookie of [m.cookie, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json().user).toBeNull();
    }
    await expect(t.login(m.email)).rejects.toThrow();
    // The right password is told the account can still come back, and for how long; a wrong one learns nothing.
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: m.email, password } });
    t.clock.advanceDays(5);
    const told = await login(TEST_PASSWORD);
    expect(told.statusCode).toBe(403);
    expect(told.json()).toMatchObject({ error: 'account_deleted', days: 9 });
    expect(told.json().message).toContain('9');
    expect((await login('not the password')).json().error).toBe('invalid_credentials');

    const mail = (await t.deliverMails()).find((entry) => entry.to === m.email)!;
    const link = /\/api\/reactivate\.php\?token=[\w-]+/.exec(mail.text)![0];
    t.clock.advanceDays(8); // day 13 of 14
    const back = await t.app.inject({ method: 'GET', url: link });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/members?reactivated=1');
    const cookie = authCookieOf(back)!;
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json().user.email).toBe(
      m.email,
    );
  });

  it('erases the data after 14 days, and the link no longer works', async () => {
    const m = await member();
    await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: { cookie: m.cookie },
      payload: { password: TEST_PASSWORD },
    });
    const mail = (await t.deliverMails()).find((entry) => entry.to === m.email)!;
    const link = /\/api\/reactivate\.php\?token=[\w-]+/.exec(mail.text)![0];
    t.clock.advanceDays(15);
    expect(await eraseDeletedAccounts(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', m.userId).executeTakeFirst()).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe('/activate/error');
  });
});

describe('GET /api/export.php', () => {
  it('downloads everything about the member as JSON, without the password hash', async () => {
    const m = await member();
    const response = await t.app.inject({ method: 'GET', url: '/api/export.php', headers: { cookie: m.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="my-data-/);
    const data = response.json();
    expect(data.account.email).toBe(m.email);
    expect(data.profile.name).toBeTruthy();
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/argon2|password_hash/);
  });

  it('needs a member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/export.php' })).statusCode).toBe(403);
  });
});
