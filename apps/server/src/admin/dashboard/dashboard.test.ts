import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshDailyStats } from './daily-stats';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signUp(network: string, ref: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    payload: {
      email: `dash-${randomUUID()}@example.test`,
      password: 'a-good-passphrase',
      name: 'Dana',
      date_of_birth: '1990-01-01',
      gender: 'female',
      sexuality: 'hetero',
      seeking: 'male',
      country: 'NL',
      region: 'NL-UT',
      city: 'Utrecht',
      network,
      ref,
    },
  });
  expect(answer.statusCode).toBe(201);
  return answer;
}

describe('dashboards', () => {
  it('show per day exactly the sums of the underlying rows, by traffic source too, and as CSV', async () => {
    await signUp('adnet', 'r1');
    await signUp('adnet', 'r1');
    await signUp('social', 'r2');
    const buyer = await t.createMember({ credits: 5 });
    const cookie = await t.login(buyer.email);
    const other = await t.createMember({ gender: 'male' });
    for (const body of ['one', 'two', 'three'])
      await t.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { cookie, 'idempotency-key': randomUUID() },
        payload: { to: other.profileId, body },
      });
    await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { cookie },
      payload: { reason: 'spam', profile_id: other.profileId },
    });
    const pack = (await t.app.inject({ url: '/api/packages.php', headers: { cookie } })).json().packages[0];
    const { order, checkout_url } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment.php',
        headers: { cookie },
        payload: { package: pack.id, method: 'ideal' },
      })
    ).json();
    const checkout = new URL(checkout_url);
    await t.app.inject({
      method: 'POST',
      url: checkout.pathname + checkout.search,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    await expect
      .poll(
        async () =>
          (await t.app.inject({ url: `/api/payment.php?id=${order.id}`, headers: { cookie } })).json().order.status,
      )
      .toBe('completed');

    const day = new Date().toISOString().slice(0, 10);
    await refreshDailyStats(t.db, new Date(), new Date());
    const admin = await t.staffLogin('admin');
    const figures = (
      await t.app.inject({ url: `/api/admin/dashboard.php?from=${day}&to=${day}`, headers: { cookie: admin.cookie } })
    ).json();

    const raw = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(t.db)).rows[0]!.n);
    const today = sql`(now() at time zone 'UTC')::date`;
    const expected = {
      signups: await raw(
        sql<{
          n: number;
        }>`select count(*) as n from users where not fictional and (signup_date at time zone 'UTC')::date = ${today}`,
      ),
      activations: await raw(
        sql<{
          n: number;
        }>`select count(*) as n from users where not fictional and (confirmed_at at time zone 'UTC')::date = ${today}`,
      ),
      messages: await raw(
        sql<{ n: number }>`select count(*) as n from messages where (created_at at time zone 'UTC')::date = ${today}`,
      ),
      complaints: await raw(
        sql<{ n: number }>`select count(*) as n from complaints where (created_at at time zone 'UTC')::date = ${today}`,
      ),
      first_purchases: await raw(
        sql<{ n: number }>`select count(distinct user_id) as n from orders where completed_at is not null`,
      ),
    };
    expect(figures.days).toHaveLength(1);
    expect(figures.days[0]).toMatchObject({ day, ...expected });
    expect(expected.signups).toBeGreaterThanOrEqual(5);
    expect(expected.messages).toBe(3);
    expect(figures.revenue).toEqual([
      { currency: 'EUR', method: 'ideal', orders: 1, amount_cents: pack.price_cents, refunded_cents: 0 },
    ]);
    const adnet = figures.traffic.find((row: { network: string }) => row.network === 'adnet');
    expect(adnet).toMatchObject({ ref: 'r1', signups: 2, first_purchases: 0 });

    const csv = await t.app.inject({
      url: `/api/admin/dashboard.csv?from=${day}&to=${day}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe(
      'day,signups,activations,first_purchases,messages,operator_replies,answered_within_5m,complaints',
    );
    expect(csv.body).toContain(`${day},${expected.signups},`);
    const moderator = await t.staffLogin('moderator');
    expect(
      (
        await t.app.inject({
          url: `/api/admin/dashboard.php?from=${day}&to=${day}`,
          headers: { cookie: moderator.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});
