import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FakeClock, type TestApp } from '../test/test-app';
import { JobQueue } from '../jobs/job-queue';
import { MAIL_MAX_ATTEMPTS, enqueueMail, mailJobHandler } from './mail-queue';
import { smtpTransport, type MailTransport } from './transport';
import { unsubscribeToken } from '../notifications/unsubscribe-links';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft line breaks and =3D escapes removed, so links can be read from the raw mail. */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** A queue of its own with a transport of the test's, on the test app's database and a clock of the test's. */
function mailQueue(transport: MailTransport, clock: FakeClock): JobQueue {
  const queue = new JobQueue(t.db, clock, { error() {}, warn() {} });
  queue.handle('mail', mailJobHandler(transport));
  return queue;
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail delivery', () => {
  it('sends the activation mail through real SMTP; its link confirms the member', async () => {
    const email = `smtp-${Date.now()}@example.test`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { 'accept-language': 'nl' },
      payload: {
        email,
        name: 'Noor',
        password: 'stroopwafel-2024',
        date_of_birth: '1991-03-04',
        gender: 'female',
        sexuality: 'hetero',
        seeking: 'male',
        country: 'NL',
        region: 'NL-NH',
        city: 'Haarlem',
      },
    });
    expect(signup.statusCode).toBe(201);
    await t.runJobs();
    const mail = smtp.received.find((entry) => entry.to.includes(email))!;
    expect(mail.raw).toMatch(/Content-Language: nl/);
    expect(mail.raw).toMatch(/text\/html/);
    expect(mail.raw).toMatch(/text\/plain/);
    const link = /http:\/\/localhost(?::\d+)?\/api\/activate\.php\?token=[\w-]+/.exec(
      decodeQuotedPrintable(mail.raw),
    )![0];
    const url = new URL(link);
    const activated = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(activated.headers.location).toBe('/activate/done');
    const user = await t.db.selectFrom('users').select('status').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.status).toBe('confirmed');
  });

  it('keeps a mail when the SMTP server fails and retries it with growing delays until it goes through', async () => {
    const clock = new FakeClock();
    let failures = 3;
    const flaky: MailTransport = {
      kind: 'smtp',
      async send(message, context) {
        if (failures-- > 0) throw new Error('421 service not available');
        await smtpTransport(smtp.url).send(message, context);
      },
      close() {},
    };
    const worker = mailQueue(flaky, clock);
    const to = `retry-${Date.now()}@example.test`;
    await enqueueMail(
      t.db,
      {
        siteId: t.sites.mainSiteId,
        userId: null,
        kind: to,
        message: { from: 'a@b.test', to, subject: 'Hello', html: '<p>Hi</p>', text: 'Hi', headers: {} },
      },
      clock.now(),
    );

    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await worker.runOnce()).toBe(0);
      const job = await t.db
        .selectFrom('jobs')
        .select(['run_at', 'attempts', 'status', 'last_error'])
        .where('topic', '=', to)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ attempts: attempt + 1, status: 'pending', last_error: '421 service not available' });
      delays.push(job.run_at.getTime() - clock.now().getTime());
      // Not due yet: nothing is sent before the delay has passed.
      expect(await worker.runOnce()).toBe(0);
      clock.advanceMinutes(delays.at(-1)! / 60_000 + 0.1);
    }
    expect(delays[1]).toBeGreaterThan(delays[0]!);
    expect(delays[2]).toBeGreaterThan(delays[1]!);
    expect(await worker.runOnce()).toBe(1);
    const sent = await t.db
      .selectFrom('jobs')
      .select(['status', 'payload'])
      .where('topic', '=', to)
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('done');
    // The personal content is not kept after delivery.
    expect(sent.payload).toEqual({});
    expect(smtp.received.some((entry) => entry.to.includes(to))).toBe(true);
  });

  it(`gives a mail up after ${MAIL_MAX_ATTEMPTS} failed attempts`, async () => {
    const clock = new FakeClock();
    const broken: MailTransport = {
      kind: 'smtp',
      send: async () => Promise.reject(new Error('connection refused')),
      close() {},
    };
    const worker = mailQueue(broken, clock);
    const to = `dead-${Date.now()}@example.test`;
    await enqueueMail(
      t.db,
      {
        siteId: t.sites.mainSiteId,
        userId: null,
        kind: to,
        message: { from: 'a@b.test', to, subject: 'x', html: 'x', text: 'x', headers: {} },
      },
      clock.now(),
    );
    for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      await worker.runOnce();
      clock.advanceDays(1);
    }
    const job = await t.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('topic', '=', to)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns the mail type off with reason listunsubscribe; a forged token does nothing', async () => {
    const member = await t.createMember();
    const token = await unsubscribeToken(t.db, member.userId, 'like');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${token}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('notifications_disabled')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(user.notifications_disabled).toEqual([{ type: 'like', reason: 'listunsubscribe' }]);

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?token=${member.userId}.news.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      payload: {},
    });
    expect(forged.statusCode).toBe(400);
  });
});
