import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnSandboxCheckout } from '../../test/fixture-purchase';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const balanceOf = async (userId: number) =>
  (await t.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;

/** A member who bought the first package with the sandbox provider; answers the order's id. */
async function buyer() {
  const member = await t.createMember({ name: 'Bea' });
  const cookie = await t.login(member.email);
  const order = await payOnSandboxCheckout(t, cookie);
  return { ...member, cookie, orderId: order.id, publicId: order.publicId };
}

describe('member support', () => {
  it('finds a member on any site and shows their dossier (the look is audited)', async () => {
    const member = await t.createMember({ name: 'Zelda', email: `zelda-${Date.now()}@example.test` });
    const support = await t.staffLogin('support');
    const found = (await call('GET', '/api/admin/members.php?q=zelda', support.cookie)).json().members;
    expect(found.map((row: { id: number }) => row.id)).toContain(member.userId);
    const dossier = (await call('GET', `/api/admin/member.php?id=${member.userId}`, support.cookie)).json();
    expect(dossier.member).toMatchObject({ email: member.email, name: 'Zelda', site_name: 'Amora' });
    expect(dossier.notifications).toHaveLength(8);
    const seen = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.view')
      .where('target_id', '=', String(member.userId))
      .execute();
    expect(seen).toHaveLength(1);
  });

  it('grants credits through the ledger with the reason, audited', async () => {
    const member = await t.createMember({ credits: 2 });
    const support = await t.staffLogin('support');
    expect(
      (
        await call('POST', '/api/admin/grant-credits.php', support.cookie, {
          user: member.userId,
          amount: 5,
          reason: 'Sorry for the trouble',
        })
      ).statusCode,
    ).toBe(200);
    expect(await balanceOf(member.userId)).toBe(7);
    const entry = await t.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', member.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ delta: 5, reason: 'grant', note: `${support.email}: Sorry for the trouble` });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'credits.grant')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ credits: 2 });
    expect(audit.after).toMatchObject({ credits: 7 });
  });

  it('refunds a purchase once, also under a double click: credits back out once, the receipt says refunded', async () => {
    const member = await buyer();
    expect(await balanceOf(member.userId)).toBe(20);
    const support = await t.staffLogin('support');
    const [first, second] = await Promise.all([
      call('POST', '/api/admin/refund.php', support.cookie, { order: member.orderId }),
      call('POST', '/api/admin/refund.php', support.cookie, { order: member.orderId }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    expect(await balanceOf(member.userId)).toBe(0);
    const reversals = await t.db
      .selectFrom('credit_ledger')
      .select('delta')
      .where('user_id', '=', member.userId)
      .where('reason', '=', 'reversal')
      .execute();
    expect(reversals).toEqual([{ delta: -20 }]);
    const receipt = (
      await t.app.inject({ url: `/api/transactions.php?id=${member.publicId}`, headers: { cookie: member.cookie } })
    ).json();
    expect(receipt.transactions[0]).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    // The provider's own refund event arrives later and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await balanceOf(member.userId)).toBe(0);
    const operator = await t.staffLogin('operator');
    expect((await call('POST', '/api/admin/refund.php', operator.cookie, { order: member.orderId })).json().error).toBe(
      'forbidden',
    );
  });

  it('refuses a refund after the refund days', async () => {
    const member = await buyer();
    t.clock.advanceDays(15);
    const support = await t.staffLogin('support');
    const late = await call('POST', '/api/admin/refund.php', support.cookie, { order: member.orderId });
    expect(late.statusCode).toBe(400);
    expect(await balanceOf(member.userId)).toBe(20);
  });

  it('exports and erases on request through the self-service code paths', async () => {
    const member = await t.createMember({ name: 'Ernie', credits: 3 });
    const support = await t.staffLogin('support');
    const exported = await call('GET', `/api/admin/export.php?user=${member.userId}`, support.cookie);
    expect(exported.json()).toMatchObject({ account: { email: member.email }, profile: { name: 'Ernie' } });
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect((await call('POST', '/api/admin/erase.php', support.cookie, { user: member.userId })).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', member.userId).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'member.erase').execute();
    expect(audit.at(-1)).toMatchObject({ target_id: String(member.userId) });
  });
});
