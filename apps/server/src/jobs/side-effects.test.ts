import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SEND_REFILL_SECONDS } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUpAndConfirm, type TPublicMember } from '../test/public-members';
import { withTimeout } from '../lib/timeout';
import { outboxTransport } from '../mail/transport';
import { mailJobHandler } from '../mail/mail-queue';
import { enqueueJob, JobQueue } from './job-queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  delete t.pushService.send;
});
afterAll(() => t.close());

const quiet = { error() {}, warn() {} };

const send = (from: TPublicMember, to: TPublicMember, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie: from.cookie, 'idempotency-key': randomUUID() },
    payload: { to: to.profileId, body },
  });

/** The browser of a member who allowed notifications registers its push subscription. */
async function subscribeToPushes(member: TPublicMember): Promise<void> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/user.php?push=1',
    headers: { cookie: member.cookie },
    payload: {
      subscription: {
        endpoint: `https://push.example/${randomUUID()}`,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
    },
  });
  expect(answer.statusCode).toBe(200);
}

const pushJobsFor = (userId: number) =>
  t.db
    .selectFrom('jobs')
    .select(['status', 'attempts', 'last_error'])
    .where('kind', '=', 'push')
    .where('user_id', '=', userId)
    .execute();

describe('side effects never hold a request', () => {
  it('answers a message while the push service hangs; the push is a job that goes out when the service answers', async () => {
    const anna = await signUpAndConfirm(t, { name: 'Anna' });
    const bas = await signUpAndConfirm(t, { name: 'Bas', gender: 'male', seeking: 'female' });
    await subscribeToPushes(bas);
    t.pushService.send = () => new Promise(() => {});

    const answer = await withTimeout(send(anna, bas, 'Hello Bas'), 10_000, 'the message call');
    expect(answer.statusCode).toBe(201);
    expect(await pushJobsFor(bas.userId)).toEqual([{ status: 'pending', attempts: 0, last_error: null }]);

    delete t.pushService.send;
    await t.runJobs();
    expect(await pushJobsFor(bas.userId)).toEqual([{ status: 'done', attempts: 1, last_error: null }]);
    expect(t.pushes.at(-1)!.payload).toMatchObject({ body: 'Anna sent you a message.', badge: 1 });
  });

  it('queues no push for a member without a push subscription, and one once they subscribed', async () => {
    const anna = await signUpAndConfirm(t, { name: 'Anna' });
    const bas = await signUpAndConfirm(t, { name: 'Bas', gender: 'male', seeking: 'female' });
    expect((await send(anna, bas, 'Hello Bas')).statusCode).toBe(201);
    // Nothing would be sent: no job is written, claimed or finished for it.
    expect(await pushJobsFor(bas.userId)).toEqual([]);
    await subscribeToPushes(bas);
    expect((await send(anna, bas, 'Still there?')).statusCode).toBe(201);
    expect(await pushJobsFor(bas.userId)).toEqual([{ status: 'pending', attempts: 0, last_error: null }]);
    await t.runJobs();
    expect(t.pushes.at(-1)!.payload).toMatchObject({ body: 'Anna sent you a message.' });
  });

  it('gives the installed app the badge the title shows: unread messages plus new likes, on every push', async () => {
    const anna = await signUpAndConfirm(t, { name: 'Anna' });
    const bas = await signUpAndConfirm(t, { name: 'Bas', gender: 'male', seeking: 'female' });
    await subscribeToPushes(bas);
    expect((await send(anna, bas, 'Hello Bas')).statusCode).toBe(201);
    const liked = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: anna.cookie },
      payload: { id: bas.profileId },
    });
    expect(liked.statusCode).toBe(200);
    await t.runJobs();
    const payloads = t.pushes.slice(-2).map((push) => push.payload as { body: string; badge?: number });
    // Both left after the like: one unread message and one new like.
    expect(payloads.map(({ body, badge }) => [body, badge]).sort()).toEqual([
      ['Anna likes you.', 2],
      ['Anna sent you a message.', 2],
    ]);
  });

  it('retries a push the service refused, and gives it up after three attempts', async () => {
    const anna = await signUpAndConfirm(t, { name: 'Anna' });
    const bas = await signUpAndConfirm(t, { name: 'Bas', gender: 'male', seeking: 'female' });
    await subscribeToPushes(bas);
    t.pushService.send = async () => Promise.reject(Object.assign(new Error('503 busy'), { statusCode: 503 }));
    expect((await send(anna, bas, 'Hello')).statusCode).toBe(201);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await t.runJobs();
      const [job] = await pushJobsFor(bas.userId);
      expect(job).toEqual({ status: attempt < 3 ? 'pending' : 'failed', attempts: attempt, last_error: '503 busy' });
      t.clock.advanceMinutes(5);
    }
  });

  it('queues nothing for a message that was refused and rolled back', async () => {
    const anna = await signUpAndConfirm(t, { name: 'Anna' });
    const bas = await signUpAndConfirm(t, { name: 'Bas', gender: 'male', seeking: 'female' });
    await subscribeToPushes(bas);
    // The signup credits run out after a few messages: the next one is refused and rolled back.
    let accepted = 0;
    let refused;
    for (let n = 0; n < 30 && !refused; n++) {
      // Within the chat send rate, so the refusal is about credits.
      t.clock.advanceSeconds(CHAT_SEND_REFILL_SECONDS);
      const answer = await send(anna, bas, `Message ${n}`);
      if (answer.statusCode === 201) accepted++;
      else refused = answer;
    }
    expect(refused?.json().error).toBe('insufficient_credits');
    expect(accepted).toBeGreaterThan(0);
    expect(await pushJobsFor(bas.userId)).toHaveLength(accepted);
  });

  it('keeps a committed mail through a crash: another process sends it', async () => {
    const { email } = await signUpAndConfirm(t, { name: 'Sanne' }, { confirm: false });
    // This process "died" before its worker ran: a second process on the same database sends the mail.
    const other = new JobQueue(t.db, t.clock, quiet);
    other.handle('mail', mailJobHandler(outboxTransport(t.db)));
    expect(await other.runOnce()).toBeGreaterThanOrEqual(1);
    const sent = await t.db.selectFrom('outbox_mails').select('subject').where('to_address', '=', email).execute();
    expect(sent).toHaveLength(1);
  });
});

describe('the job queue', () => {
  it('carries out each job once when several processes work at the same time', async () => {
    const done: number[] = [];
    const workers = [0, 1, 2].map(() => {
      const queue = new JobQueue(t.db, t.clock, quiet);
      queue.handle('count', {
        maxAttempts: 1,
        timeoutMs: 1_000,
        run: async (payload) => void done.push(payload.n as number),
      });
      return queue;
    });
    for (let n = 0; n < 50; n++)
      await enqueueJob(t.db, { kind: 'count', siteId: null, userId: null, payload: { n } }, t.clock.now());
    await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(done.sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
  });

  it('fails a run that takes too long and tries it again later', async () => {
    const queue = new JobQueue(t.db, t.clock, quiet);
    let calls = 0;
    queue.handle('slow', {
      maxAttempts: 3,
      timeoutMs: 50,
      run: () => (++calls === 1 ? new Promise(() => {}) : Promise.resolve()),
    });
    await enqueueJob(t.db, { kind: 'slow', siteId: null, userId: null, payload: {} }, t.clock.now());
    expect(await queue.runOnce()).toBe(0);
    const waiting = await t.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('kind', '=', 'slow')
      .executeTakeFirstOrThrow();
    expect(waiting.status).toBe('pending');
    expect(waiting.last_error).toMatch(/took longer than 50 ms/);
    t.clock.advanceMinutes(1);
    expect(await queue.runOnce()).toBe(1);
  });
});
