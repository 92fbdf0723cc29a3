import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TRealtimeEvent } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { startOwnRedis } from '../test/own-redis';
import { signUpAndConfirm, type TPublicMember } from '../test/public-members';
import { withTimeout } from '../lib/timeout';

let t: TestApp;
let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let base: string;
beforeAll(async () => {
  redis = await startOwnRedis();
  t = await createTestApp({ REDIS_URL: redis.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t.close();
  await redis.stop();
});

/** A member's open tab and everything it heard. */
async function openTab(member: TPublicMember) {
  const socket = new WebSocket(`ws://${base}/api/ws`, { headers: { cookie: member.cookie, origin: `http://${base}` } });
  const events: TRealtimeEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString()) as TRealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, events };
}

async function until<T>(probe: () => Promise<T> | T, accept: (value: T) => boolean, what: string): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = await probe();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const health = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).json();

/** Before this change a call waited 6 s for Redis and answered 500; now it must answer at once. */
const promptly = <T>(call: Promise<T>, what: string) => withTimeout(call, 3_000, what);

async function chatPhotoUpload(member: TPublicMember) {
  const sharp = (await import('sharp')).default;
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } })
    .jpeg()
    .toBuffer();
  const boundary = 'outage-boundary';
  return t.app.inject({
    method: 'POST',
    url: '/api/chat-photos.php',
    headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('while Redis is away', () => {
  it('degrades: every call still answers at once, events reach this process, and tabs catch up after', async () => {
    const anna = await signUpAndConfirm(t, { name: 'Anna' });
    const bas = await signUpAndConfirm(t, { name: 'Bas', gender: 'male', seeking: 'female' });
    const basTab = await openTab(bas);
    expect(await health()).toMatchObject({ status: 'ok', redis: { ok: true } });

    await redis.stop();
    await until(health, (report) => report.status === 'degraded', 'a degraded health check');
    expect(await health()).toMatchObject({ status: 'degraded', redis: { ok: false }, database: { ok: true } });

    const answers = await Promise.all([
      promptly(signUpAndConfirm(t, { name: 'Cleo' }), 'signup').then(() => 201),
      promptly(
        t.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email: anna.email } }),
        'password reset',
      ).then((answer) => answer.statusCode),
      promptly(
        t.app.inject({
          method: 'POST',
          url: '/api/complaints.php',
          headers: { cookie: anna.cookie },
          payload: { reason: 'fake_profile', text: 'Looks copied', profile_id: bas.profileId },
        }),
        'complaint',
      ).then((answer) => answer.statusCode),
      promptly(chatPhotoUpload(anna), 'chat photo').then((answer) => answer.statusCode),
    ]);
    expect(answers).toEqual([201, 200, 201, 201]);
    const [pack] = (await t.app.inject({ url: '/api/packages.php', headers: { cookie: anna.cookie } })).json().packages;
    const order = await promptly(
      t.app.inject({
        method: 'POST',
        url: '/api/payment.php',
        headers: { cookie: anna.cookie },
        payload: { package: pack.id, method: 'card' },
      }),
      'purchase',
    );
    expect(order.statusCode).toBe(201);

    // A message still reaches a tab on this process.
    const sent = await promptly(
      t.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { cookie: anna.cookie, 'idempotency-key': randomUUID() },
        payload: { to: bas.profileId, body: 'Through the outage' },
      }),
      'message',
    );
    expect(sent.statusCode).toBe(201);
    await until(
      () => basTab.events,
      (events) => events.some((event) => event.type === 'message' && event.message.body === 'Through the outage'),
      'the message on the open tab',
    );

    // Redis is back: the health check says so, and every open tab is told to catch up.
    await redis.start();
    await until(health, (report) => report.status === 'ok', 'a healthy check');
    await until(
      () => basTab.events,
      (events) => events.some((event) => event.type === 'resync'),
      'a resync on the open tab',
    );
    basTab.socket.close();
  }, 60_000);
});
