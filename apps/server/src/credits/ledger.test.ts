import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ledgerOf(userId: number) {
  return t.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
async function balanceOf(userId: number) {
  return (await t.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;
}

describe('the credits ledger', () => {
  // Races on spending (parallel sends, one Idempotency-Key) are attacks: test/attacks/credit-races.attack.test.ts.
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
