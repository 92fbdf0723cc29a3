import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInBuyer } from '../test/fixture-purchase';
import { reportPaid } from '../test/sandbox-payment';
import { createTestApp, type TestApp } from '../test/test-app';
import { RETENTION_CODE_DAYS } from './retention-code';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const member = () => loggedInBuyer(t);

const offerFor = async (cookie: string) => (await get('/api/retention-offer.php', cookie)).json();

describe('the retention offer is a personal code', () => {
  it('makes one code for the member when offered, which takes the discount off at checkout', async () => {
    const leaving = await member();
    const offer = await offerFor(leaving.cookie);
    expect(offer).toMatchObject({
      discount_percentage: 50,
      discount_code: expect.stringMatching(/^STAY-[A-Z2-9]{8}$/),
    });
    expect(new Date(offer.discount_expires).getTime() - t.clock.now().getTime()).toBe(RETENTION_CODE_DAYS * 86_400_000);
    // Offered again (the modal opened twice, two tabs): the same code, not a second one.
    const [again, parallel] = await Promise.all([offerFor(leaving.cookie), offerFor(leaving.cookie)]);
    expect([again.discount_code, parallel.discount_code]).toEqual([offer.discount_code, offer.discount_code]);

    const order = await post('/api/payment.php', leaving.cookie, {
      package: leaving.packs[0]!.id,
      method: 'card',
      discount_code: offer.discount_code,
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().order).toMatchObject({
      discount_code: offer.discount_code,
      discount_cents: Math.round(leaving.packs[0]!.price_cents / 2),
    });
  });

  it('is bound to its member', async () => {
    const leaving = await member();
    const { discount_code: code } = await offerFor(leaving.cookie);
    const other = await member();
    expect((await get(`/api/discountcode.php?code=${code}`, other.cookie)).statusCode).toBe(404);
    const order = await post('/api/payment.php', other.cookie, {
      package: other.packs[0]!.id,
      method: 'card',
      discount_code: code,
    });
    expect(order.json().error).toBe('discount_not_found');
  });

  it('is used by one completed payment, and then no longer offered', async () => {
    const leaving = await member();
    const { discount_code: code } = await offerFor(leaving.cookie);
    const wanted = { package: leaving.packs[0]!.id, method: 'card', discount_code: code };
    const left = (await post('/api/payment.php', leaving.cookie, wanted)).json();
    // A checkout left unpaid does not spend it.
    expect((await offerFor(leaving.cookie)).discount_code).toBe(code);
    const paid = (await post('/api/payment.php', leaving.cookie, wanted)).json();
    expect(paid.order.discount_code).toBe(code);
    await reportPaid(t, paid.order);
    expect(left.order.id).not.toBe(paid.order.id);
    expect(await offerFor(leaving.cookie)).toMatchObject({ discount_percentage: 0, discount_code: null });
    expect((await post('/api/payment.php', leaving.cookie, wanted)).json().error).toBe('discount_used');
  });

  it('expires, and is not offered anew', async () => {
    const leaving = await member();
    const { discount_code: code } = await offerFor(leaving.cookie);
    t.clock.advanceDays(RETENTION_CODE_DAYS);
    expect(await offerFor(leaving.cookie)).toMatchObject({ discount_percentage: 0, discount_code: null });
    const order = await post('/api/payment.php', leaving.cookie, {
      package: leaving.packs[0]!.id,
      method: 'card',
      discount_code: code,
    });
    expect(order.json().error).toBe('discount_expired');
  });
});
