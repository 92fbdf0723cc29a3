import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (cookie: string, payload: object, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie, 'idempotency-key': key },
    payload,
  });

async function ledgerOf(userId: number) {
  return t.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
async function balanceOf(userId: number) {
  return (await t.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;
}

describe('the credits ledger', () => {
  it('sends exactly as many messages as the credits pay for when 50 arrive at once', async () => {
    const sender = await t.createMember({ name: 'Sender', credits: 10, paidUser: true });
    const recipient = await t.createMember({ name: 'Recipient', gender: 'male' });
    const cookie = await t.login(sender.email);
    // The conversation exists first, so the race is only about credits.
    expect((await send(cookie, { to: recipient.profileId, body: 'Hello!' })).statusCode).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => send(cookie, { to: recipient.profileId, body: `Message ${index}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(9);
    expect(statuses.filter((status) => status === 402)).toHaveLength(41);
    expect(answers.find((answer) => answer.statusCode === 402)!.json().error).toBe('insufficient_credits');

    expect(await balanceOf(sender.userId)).toBe(0);
    const entries = await ledgerOf(sender.userId);
    expect(entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);
    // Each spend saw its own balance: 9, 8, … 0, each exactly once (ids follow inserts, not commits).
    const balances = entries.filter((entry) => entry.reason === 'message').map((entry) => entry.balance_after);
    expect(balances.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const messages = await t.db.selectFrom('messages').select('id').where('sender_id', '=', sender.profileId).execute();
    expect(messages).toHaveLength(10);
  });

  it('charges a retried send once and answers the first result, also when the retries race', async () => {
    const sender = await t.createMember({ credits: 5, paidUser: true });
    const recipient = await t.createMember({ gender: 'male' });
    const cookie = await t.login(sender.email);
    const key = randomUUID();
    const [first, second, third] = await Promise.all([
      send(cookie, { to: recipient.profileId, body: 'Only once' }, key),
      send(cookie, { to: recipient.profileId, body: 'Only once' }, key),
      send(cookie, { to: recipient.profileId, body: 'Only once' }, key),
    ]);
    const again = await send(cookie, { to: recipient.profileId, body: 'Only once' }, key);
    const ids = [first, second, third, again].map((answer) => answer.json().message.id);
    expect(new Set(ids).size).toBe(1);
    expect(again.json().credits).toBe(4);
    expect(await balanceOf(sender.userId)).toBe(4);
    expect((await ledgerOf(sender.userId)).filter((entry) => entry.reason === 'message')).toHaveLength(1);
  });

  it('keeps entries append-only and the balance never below zero, whatever the code tries', async () => {
    const member = await t.createMember({ credits: 3 });
    const [entry] = await ledgerOf(member.userId);
    expect(entry).toMatchObject({ delta: 3, balance_after: 3, reason: 'grant' });
    await expect(
      t.db.updateTable('credit_ledger').set({ note: 'changed' }).where('id', '=', entry!.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('credit_ledger').where('id', '=', entry!.id).execute()).rejects.toThrow(/append-only/);
    await expect(
      t.db.insertInto('credit_ledger').values({ user_id: member.userId, delta: -4, reason: 'message' }).execute(),
    ).rejects.toThrow();
    expect(await balanceOf(member.userId)).toBe(3);
    // Erasing the member takes their entries with them.
    await t.db.deleteFrom('users').where('id', '=', member.userId).execute();
    expect(await ledgerOf(member.userId)).toEqual([]);
  });

  it("gives a new member the site's signup credits through the ledger", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: {
        email: `new-${randomUUID()}@example.test`,
        password: 'a-good-passphrase',
        name: 'Nova',
        date_of_birth: '1990-01-01',
        gender: 'female',
        sexuality: 'hetero',
        seeking: 'male',
        country: 'NL',
        region: 'NL-UT',
        city: 'Utrecht',
      },
    });
    expect(answer.statusCode).toBe(201);
    const site = await t.db
      .selectFrom('sites')
      .select('signup_credits')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    expect(answer.json().user.credits).toBe(site.signup_credits);
    const user = await t.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await ledgerOf(user.id)).toMatchObject([{ delta: site.signup_credits, reason: 'signup' }]);
  });
});
