import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_QUIET_HOUR_UTC, pgliteMaintenanceJob } from '../jobs/pglite-maintenance-job';
import { createTestApp, type TestApp } from '../test/test-app';
import { tablesNeedingCare, tablesWithoutStatistics, upkeepAtStart } from './pglite-maintenance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Away from the quiet hour: the hourly runs, which look at what changed.
  while (t.clock.now().getUTCHours() === PGLITE_QUIET_HOUR_UTC) t.clock.advanceMinutes(30);
});
afterAll(() => t.close());

const estimate = async (query: string) => {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(t.db);
  return Number(/rows=(\d+)/.exec(rows[0]!['QUERY PLAN'])![1]);
};

describe.runIf(process.env.DATABASE_URL === undefined)('PGlite maintenance', () => {
  it('gives tables that changed a lot statistics and vacuums them, while requests go on', async () => {
    for (let index = 0; index < 40; index++) await t.createMember({ name: `Member${index}` });
    const members = await t.db.selectFrom('users').select('id').execute();
    expect(await tablesNeedingCare(t.db)).toEqual(expect.arrayContaining(['users', 'profiles']));
    // PGlite's one connection is shared: calls made while the job runs wait their turn and are answered.
    const member = await t.createMember({ name: 'Busy' });
    const cookie = await t.login(member.email);
    const [outcome, ...answers] = await Promise.all([
      pgliteMaintenanceJob.run(t.app.deps),
      ...Array.from({ length: 5 }, () => t.app.inject({ url: '/api/user.php', headers: { cookie } })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(outcome).toMatch(/^vacuumed and analyzed .*profiles.*users/);
    expect(await estimate('select * from users')).toBe(members.length + 1);
    expect(await tablesWithoutStatistics(t.db)).not.toContain('users');
    // Nothing changed since: the next hour leaves the tables alone.
    expect(await pgliteMaintenanceJob.run(t.app.deps)).toBe('nothing changed much');
  });
});

describe.runIf(process.env.DATABASE_URL === undefined)('PGlite at start', () => {
  it('vacuums what a bulk load left before the first request, so index-only scans stay index-only', async () => {
    const fresh = await createTestApp();
    try {
      for (let index = 0; index < 30; index++) await fresh.createMember({ name: `Loaded${index}` });
      const allVisible = async () =>
        Number(
          (
            await sql<{
              pages: number;
            }>`select relallvisible as pages from pg_class where relname = 'profiles'`.execute(fresh.db)
          ).rows[0]!.pages,
        );
      expect(await allVisible()).toBe(0);
      const cared = await upkeepAtStart({ db: fresh.db, kind: 'pglite' });
      expect(cared).toEqual(expect.arrayContaining(['profiles', 'users']));
      expect(await allVisible()).toBeGreaterThan(0);
      expect(await tablesWithoutStatistics(fresh.db)).toEqual([]);
      // A restart with nothing new does nothing.
      expect(await upkeepAtStart({ db: fresh.db, kind: 'pglite' })).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL !== undefined)('on PostgreSQL', () => {
  it('leaves it to autovacuum', async () => {
    expect(await pgliteMaintenanceJob.run(t.app.deps)).toBe('PostgreSQL: autovacuum');
  });
});
