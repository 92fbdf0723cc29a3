import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_QUIET_MINUTES } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { multipartBody, pngPicture } from '../admin/sites/admin-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUpAndConfirm } from '../test/public-members';
import { sql } from 'kysely';
import { publicMediaDir } from '../photos/media-setup';
import { newMediaName } from '../photos/media-storage';
import { mediaSweepJob, prefixesOfSlice, sliceAt } from '../photos/media-sweep';
import { PGLITE_QUIET_HOUR_UTC } from './pglite-maintenance-job';
import { SCHEDULED_JOBS } from './schedule';
import { Scheduler, type TScheduledJob } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { error() {}, warn() {} };

/**
 * Runs one scheduled job the way the server does (claimed through the scheduler), with the site directory
 * cold, as it is whenever its copy has expired: a lookup inside a transaction then cannot hide.
 */
async function runCold(job: TScheduledJob<AppDeps>) {
  const scheduler = new Scheduler(t.db, t.clock, [job], t.app.deps, quiet);
  await scheduler.register();
  t.clock.advanceMinutes(job.firstAfterMs / 60_000 + 1);
  t.app.deps.sites.invalidate();
  expect(await scheduler.runDue()).toEqual([job.name]);
  await scheduler.waitForRuns();
  return t.db
    .selectFrom('job_runs')
    .select(['ok', 'outcome'])
    .where('name', '=', job.name)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const jobNamed = (name: string) => SCHEDULED_JOBS.find((job) => job.name === name)!;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, 'idempotency-key': randomUUID() },
    ...(payload && { payload }),
  });

const cases: Record<string, () => Promise<void>> = {
  'notification-mails': async () => {
    const anna = await signUpAndConfirm(t, { name: 'Anna' });
    const bas = await signUpAndConfirm(t, { name: 'Bas', gender: 'male', seeking: 'female' });
    const sent = await call('POST', '/api/messages.php', anna.cookie, { to: bas.profileId, body: 'Hi Bas' });
    expect(sent.statusCode).toBe(201);
    expect((await call('POST', '/api/like.php', anna.cookie, { id: bas.profileId })).statusCode).toBe(200);
    await t.deliverMails();
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES);
    const run = await runCold(jobNamed('notification-mails'));
    expect(run).toEqual({ ok: true, outcome: '2 mails queued' });
    const mails = (await t.deliverMails()).filter((mail) => mail.to === bas.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Anna likes you', 'Anna wants to get to know you']);
  },
  'erase-deleted-accounts': async () => {
    const leaving = await signUpAndConfirm(t);
    const deleted = await call('DELETE', '/api/user.php', leaving.cookie, { password: leaving.password });
    expect(deleted.statusCode).toBe(200);
    t.clock.advanceDays(15);
    const run = await runCold(jobNamed('erase-deleted-accounts'));
    expect(run.ok).toBe(true);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', leaving.userId).executeTakeFirst()).toBe(
      undefined,
    );
  },
  'expire-stale-orders': async () => {
    const buyer = await signUpAndConfirm(t);
    const [pack] = (await call('GET', '/api/packages.php', buyer.cookie)).json().packages;
    const created = await call('POST', '/api/payment.php', buyer.cookie, { package: pack.id, method: 'card' });
    expect(created.statusCode).toBe(201);
    t.clock.advanceMinutes(61);
    const run = await runCold(jobNamed('expire-stale-orders'));
    expect(run.ok).toBe(true);
    const order = await call('GET', `/api/payment.php?id=${created.json().order.id}`, buyer.cookie);
    expect(order.json().order.status).toBe('cancelled');
  },
  'refresh-dashboard-stats': async () => {
    await signUpAndConfirm(t);
    const run = await runCold(jobNamed('refresh-dashboard-stats'));
    expect(run.ok).toBe(true);
    const today = t.clock.now().toISOString().slice(0, 10);
    const stats = await t.db
      .selectFrom('daily_stats')
      .select('signups')
      .where('site_id', '=', t.sites.mainSiteId)
      .where('day', '=', today)
      .executeTakeFirst();
    expect(stats?.signups).toBeGreaterThan(0);
  },
  'prune-job-tables': async () => {
    await signUpAndConfirm(t);
    const before = await t.db.selectFrom('jobs').select('id').where('status', '=', 'done').execute();
    expect(before.length).toBeGreaterThan(0);
    t.clock.advanceDays(400);
    const run = await runCold(jobNamed('prune-job-tables'));
    expect(run.ok).toBe(true);
    const after = await t.db.selectFrom('jobs').select('id').where('status', '=', 'done').execute();
    expect(after).toEqual([]);
  },
  'scan-member-risk': async () => {
    const cleo = await signUpAndConfirm(t, { name: 'Cleo' });
    const dirk = await signUpAndConfirm(t, { name: 'Dirk', gender: 'male', seeking: 'female' });
    const body = 'Please send me 200 euro for the visa';
    expect((await call('POST', '/api/messages.php', cleo.cookie, { to: dirk.profileId, body })).statusCode).toBe(201);
    const run = await runCold(jobNamed('scan-member-risk'));
    expect(run.ok).toBe(true);
    const evidence = await t.db
      .selectFrom('member_risk_evidence')
      .select(['kind', 'excerpt'])
      .where('profile_id', '=', cleo.profileId)
      .execute();
    expect(evidence).toEqual([{ kind: 'money_request', excerpt: body }]);
  },
  'main-photo-cards': async () => {
    const eva = await signUpAndConfirm(t, { name: 'Eva' });
    const body = multipartBody({}, { field: 'photo', name: 'p.png', bytes: await pngPicture(600, 800) });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { cookie: eva.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await t.settle();
    // As a main photo published before there were card copies.
    await t.db
      .updateTable('photos')
      .set({ public_card_filename: null })
      .where('id', '=', upload.json().photo.id)
      .execute();
    const run = await runCold(jobNamed('main-photo-cards'));
    expect(run).toEqual({ ok: true, outcome: 'card copies made: 1' });
  },
  'media-sweep': async () => {
    // A copy an earlier version left behind, two days old, in the folders this hour's run sweeps.
    const slice = sliceAt(new Date(t.clock.now().getTime() + mediaSweepJob.firstAfterMs + 60_000));
    let orphan = newMediaName('u', 'jpg');
    while (!prefixesOfSlice(slice).some((prefix) => orphan.startsWith(prefix))) orphan = newMediaName('u', 'jpg');
    await t.app.deps.media.put(orphan, Buffer.from('x'), 'image/jpeg');
    const twoDaysAgo = new Date(t.clock.now().getTime() - 2 * 86_400_000);
    await fs.utimes(path.join(publicMediaDir(t.app.deps.config), orphan), twoDaysAgo, twoDaysAgo);
    const run = await runCold(jobNamed('media-sweep'));
    expect(run).toMatchObject({ ok: true, outcome: expect.stringMatching(`^slice ${slice + 1} of 24: removed [1-9]`) });
    expect(await t.app.deps.media.read(orphan)).toBeNull();
  },
  'pglite-maintenance': async () => {
    await signUpAndConfirm(t);
    // To half past the quiet hour: the nightly run of the whole database.
    const now = t.clock.now();
    const quiet = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), PGLITE_QUIET_HOUR_UTC, 30);
    t.clock.advanceSeconds(Math.round(((quiet - now.getTime() + 86_400_000) % 86_400_000) / 1000));
    const run = await runCold(jobNamed('pglite-maintenance'));
    if (t.app.deps.dbKind === 'postgres') {
      expect(run).toEqual({ ok: true, outcome: 'PostgreSQL: autovacuum' });
      return;
    }
    expect(run).toEqual({ ok: true, outcome: 'vacuumed and analyzed every table (nightly)' });
    // The planner knows the tables now: its estimate of the members is the count.
    const members = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select * from users`.execute(t.db);
    expect(rows[0]!['QUERY PLAN']).toContain(`rows=${members.n} `);
  },
};

describe('every scheduled job, run by the scheduler with a cold site directory', () => {
  it('has a case here', () => {
    expect(Object.keys(cases).sort()).toEqual(SCHEDULED_JOBS.map((job) => job.name).sort());
  });

  for (const [name, runCase] of Object.entries(cases)) it(name, runCase);
});
