import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-app';
import { openDatabase } from './database';

describe.runIf(inject('testDatabase').kind === 'postgres')('an idle connection closed by PostgreSQL', () => {
  it('is reported, not thrown, and the next query opens a new connection', { timeout: 30_000 }, async () => {
    const { template, runId } = inject('testDatabase');
    const url = new URL(await createPostgresDatabase(template, runId));
    const applicationName = `lost_${runId}_${process.pid}`;
    url.searchParams.set('application_name', applicationName);
    const lost: Error[] = [];
    const handle = await openDatabase({
      databaseUrl: url.toString(),
      onIdleConnectionLost: (error) => lost.push(error),
    });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await sql`select 1`.execute(handle.db);
      // What a restart or an administrator does to every connection of the site.
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      expect(rowCount).toBe(1);
      // The backend ends once it handles its signal; then the pool hears its connection close.
      for (const deadline = Date.now() + 15_000; lost.length === 0 && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lost).toHaveLength(1);
      expect(lost[0]!.message).toMatch(/terminat/);

      const { rows } = await sql<{ answer: number }>`select 2 as answer`.execute(handle.db);
      expect(rows).toEqual([{ answer: 2 }]);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
