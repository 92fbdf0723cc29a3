import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../test/public-members';
import { createTestApp, type TestApp } from '../test/test-app';
import { MONITORED_FAMILIES } from './monitored-families';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const scrape = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/metrics', remoteAddress, headers });

/** The value of one series in Prometheus text, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (issue 21 item 1)', () => {
  it('shows every family after members signed up, were refused, and a mail went out', async () => {
    const member = await signUpAndConfirm(t, { name: 'Mette' });
    await t.app.inject({ url: '/api/user.php', headers: { cookie: member.cookie } });
    await t.app.inject({ url: '/api/member.php?id=99999999', headers: { cookie: member.cookie } });
    await t.app.inject({ url: '/api/no-such-call.php' });
    await t.runJobs();

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    for (const family of MONITORED_FAMILIES) expect(text, family).toContain(`# TYPE ${family} `);
    // By route pattern, never the address with its ids.
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/user.php",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/member.php",status="404"');
    expect(text).not.toContain('id=99999999');
    expect(valueOf(text, 'app_errors_total{code="not_found",status="404"}')).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'app_signups_total{site="Amora"}')).toBeGreaterThanOrEqual(1);
    // Every statement timed by what it does, never by its text.
    for (const operation of ['select', 'insert', 'update', 'transaction']) {
      const count = valueOf(text, `app_db_query_duration_seconds_count{operation="${operation}"}`);
      expect(count, operation).toBeGreaterThan(0);
    }
    expect(text).not.toMatch(
      /app_db_query_duration_seconds_count\{operation="(?!select|insert|update|delete|transaction|other)/,
    );
    // The activation mail went out through the queue.
    expect(valueOf(text, 'app_job_outcomes_total{kind="mail",outcome="done"}')).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('counts a paid order of the last day by site, method and status', async () => {
    await t.createMember({ premium: true });
    const text = (await scrape()).body;
    expect(valueOf(text, 'app_orders_last_day{site="Amora",method="card",status="completed"}')).toBeGreaterThanOrEqual(
      1,
    );
  }, 120_000);

  it('answers only the addresses METRICS_ALLOW names, and never through a proxy it was not told to trust', async () => {
    for (const refused of [
      await scrape('203.0.113.9'),
      await scrape('10.0.0.5'),
      await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
      await scrape('::1', { forwarded: 'for=203.0.113.9' }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('forbidden');
    }
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('lets a network the operator names in, and reads the caller behind a trusted proxy', async () => {
    const other = await createTestApp({ METRICS_ALLOW: '10.1.0.0/16', TRUST_PROXY: '127.0.0.1' });
    try {
      const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
        other.app.inject({ url: '/metrics', remoteAddress, headers, query: { nonce: randomUUID() } });
      expect((await ask('10.1.2.3')).statusCode).toBe(200);
      expect((await ask('127.0.0.1')).statusCode).toBe(403);
      expect((await ask('127.0.0.1', { 'x-forwarded-for': '10.1.9.9' })).statusCode).toBe(200);
      expect((await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe.runIf(Boolean(process.env.REDIS_URL))('the event bus lag (REDIS_URL)', () => {
  it('times each event from its publication to its arrival through Redis', async () => {
    const writer = await t.createMember({ name: 'Lagwriter', premium: true });
    const reader = await t.createMember({ name: 'Lagreader', gender: 'male', seeking: 'female' });
    const count = async () => valueOf((await scrape()).body, 'app_event_bus_lag_seconds_count') ?? 0;
    const before = await count();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: await t.login(writer.email), 'idempotency-key': randomUUID() },
      payload: { to: reader.profileId, body: 'Hello there' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await expect.poll(count, { timeout: 5_000, interval: 100 }).toBeGreaterThan(before);
  }, 60_000);
});

describe('METRICS_ALLOW', () => {
  it('refuses at start what is not an address or a range', async () => {
    await expect(createTestApp({ METRICS_ALLOW: '127.0.0.1/40' })).rejects.toThrow(/METRICS_ALLOW/);
    await expect(createTestApp({ METRICS_ALLOW: 'localhost' })).rejects.toThrow(/METRICS_ALLOW/);
  });
});
