import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUpAndConfirm } from '../test/public-members';
import { withTimeout } from '../lib/timeout';

/** A port where nothing listens yet: the mail server is away. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let t: TestApp;
let port: number;
let smtp: SMTPServer | undefined;
const received: string[] = [];
beforeAll(async () => {
  port = await closedPort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const mailJobs = () =>
  t.db.selectFrom('jobs').select(['status', 'attempts', 'last_error']).where('kind', '=', 'mail').execute();

describe('while the mail server refuses connections', () => {
  it('signs up at once, keeps the activation mail queued, and sends it once the server is back', async () => {
    const signup = signUpAndConfirm(t, { name: 'Ines' }, { confirm: false });
    const member = await withTimeout(signup, 5_000, 'signup');
    expect(await t.runJobs()).toBe(0);
    const [waiting] = await mailJobs();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.last_error).toMatch(/ECONNREFUSED/);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
    // Not before its retry time, then delivered.
    expect(await t.runJobs()).toBe(0);
    t.clock.advanceMinutes(1);
    expect(await t.runJobs()).toBe(1);
    expect(received).toContain(member.email);
    expect(await mailJobs()).toEqual([
      { status: 'done', attempts: 2, last_error: 'connect ECONNREFUSED 127.0.0.1:' + port },
    ]);
  });
});
