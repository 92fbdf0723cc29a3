import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpAndConfirm } from '../../test/public-members';
import { JobQueue } from '../../jobs/job-queue';
import { MAIL_MAX_ATTEMPTS, mailJobHandler } from '../../mail/mail-queue';
import { SCHEDULED_JOBS } from '../../jobs/schedule';

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
});
