import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpAndConfirm } from '../../test/public-members';
import { JobQueue } from '../../jobs/job-queue';
import { MAIL_MAX_ATTEMPTS, mailJobHandler } from '../../mail/mail-queue';
import { SCHEDULED_JOBS } from '../../jobs/schedule';
import { Scheduler } from '../../jobs/scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the background work in the console', () => {
  it('shows admins the scheduled jobs and a failed mail, which they can send again', async () => {
    const member = await signUpAndConfirm(t, {}, { confirm: false });
    // The mail server refuses every attempt until the mail is given up.
    const refusing = new JobQueue(t.db, t.clock, { error() {}, warn() {} });
    refusing.handle(
      'mail',
      mailJobHandler({ kind: 'smtp', send: () => Promise.reject(new Error('550 relay denied')), close() {} }),
    );
    for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      await refusing.runOnce();
      t.clock.advanceDays(1);
    }

    // Staff sessions last hours, the retries took days: the admin logs in now.
    const admin = await t.staffLogin('admin');
    const overview = await t.app.inject({ url: '/api/admin/jobs.php', headers: { cookie: admin.cookie } });
    expect(overview.statusCode).toBe(200);
    const { scheduled, queue, failed } = overview.json();
    expect(scheduled.map((job: { name: string }) => job.name)).toEqual(SCHEDULED_JOBS.map((job) => job.name));
    expect(queue).toContainEqual(expect.objectContaining({ kind: 'mail', failed: 1, due: 0 }));
    const [mail] = failed;
    expect(mail).toMatchObject({
      kind: 'mail',
      topic: 'activation',
      attempts: MAIL_MAX_ATTEMPTS,
      last_error: '550 relay denied',
    });
    expect(mail.user_id).toBe(member.userId);

    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/admin/job-retry.php',
      headers: { cookie: admin.cookie },
      payload: { id: mail.id },
    });
    expect(retried.statusCode).toBe(200);
    expect((await t.deliverMails()).map((sent) => sent.to)).toContain(member.email);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('target_type', '=', 'job')
      .where('target_id', '=', String(mail.id))
      .execute();
    expect(audited).toEqual([{ action: 'job.retry', staff_id: admin.id }]);

    // Done jobs, unknown ids and other roles are refused.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/job-retry.php',
      headers: { cookie: admin.cookie },
      payload: { id: mail.id },
    });
    expect(again.statusCode).toBe(404);
    const moderator = await t.staffLogin('moderator');
    expect((await t.app.inject({ url: '/api/admin/jobs.php', headers: { cookie: moderator.cookie } })).statusCode).toBe(
      403,
    );
  });

  it('lets an admin run a scheduled job now: the scheduler claims it at its next tick, and it is audited', async () => {
    // The rows every process's scheduler makes at start.
    const quiet = { error() {}, warn() {} };
    const everyJob = new Scheduler(t.db, t.clock, SCHEDULED_JOBS, t.app.deps, quiet);
    await everyJob.register();
    const scan = SCHEDULED_JOBS.find((job) => job.name === 'scan-member-risk')!;
    const oneJob = new Scheduler(t.db, t.clock, [scan], t.app.deps, quiet);
    // Just run: its next time is minutes away.
    t.clock.advanceMinutes(scan.firstAfterMs / 60_000 + 1);
    expect(await oneJob.runDue()).toEqual([scan.name]);
    await oneJob.waitForRuns();
    expect(await oneJob.runDue()).toEqual([]);

    const admin = await t.staffLogin('admin');
    const run = (cookie: string, name: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/admin/job-run.php', headers: { cookie }, payload: { name } });
    expect((await run(admin.cookie, scan.name)).statusCode).toBe(200);
    expect(await oneJob.runDue()).toEqual([scan.name]);
    await oneJob.waitForRuns();
    // Then its interval goes on as before.
    expect(await oneJob.runDue()).toEqual([]);
    const audited = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('target_type', '=', 'scheduled_job')
      .where('target_id', '=', scan.name)
      .execute();
    expect(audited).toEqual([{ action: 'job.run', staff_id: admin.id }]);

    // A name that is not scheduled, an odd value, and a role without the permission are refused.
    expect((await run(admin.cookie, 'drop-all-tables')).statusCode).toBe(404);
    expect((await run(admin.cookie, 'x'.repeat(500))).statusCode).toBe(400);
    expect((await run(admin.cookie, 42)).statusCode).toBe(400);
    const moderator = await t.staffLogin('moderator');
    expect((await run(moderator.cookie, scan.name)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/job-run.php', payload: { name: scan.name } })).statusCode,
    ).toBe(401);
  });
});
