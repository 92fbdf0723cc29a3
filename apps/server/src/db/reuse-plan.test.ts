import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@app/shared';
import { findLiveSession } from '../auth/auth.queries';
import { hashToken } from '../auth/tokens';
import { createTestApp, type TestApp } from '../test/test-app';
import { cardsByIds } from '../members/cards.queries';
import type { DB } from './schema';
import { preparedStatementName, REUSE_PLAN_MARK } from './reuse-plan';
import { inTransaction } from './transaction';

describe('which statements are prepared by name', () => {
  it('names a marked text, the same name each time, and leaves any other text unnamed', () => {
    const marked = `select 1 where true ${REUSE_PLAN_MARK}`;
    const name = preparedStatementName(marked);
    expect(name).toMatch(/^reuse_plan_\d+$/);
    expect(preparedStatementName(marked)).toBe(name);
    expect(preparedStatementName('select 1 where true')).toBeUndefined();
    // The mark inside the text (a value, a comment in the middle) is not the mark at the end.
    expect(preparedStatementName(`${marked} and 1 = 1`)).toBeUndefined();
  });
});

describe('ids as one array value', () => {
  // Compiles only: nothing is sent.
  const offline = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

  it('gives the cards query one marked text for one id and for twenty', () => {
    const one = cardsByIds(offline, 1, [7]).compile();
    const twenty = cardsByIds(
      offline,
      1,
      Array.from({ length: 20 }, (_, index) => index + 1),
    ).compile();
    expect(twenty.sql).toBe(one.sql);
    expect(preparedStatementName(one.sql)).toBeDefined();
    expect(twenty.parameters).toContainEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')('on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the session lookup of every member call is a prepared statement of its connection, planned once', async () => {
    const member = await t.createMember({ name: 'Planned' });
    const cookie = await t.login(member.email);
    const token = decodeURIComponent(cookie.slice(`${AUTH_COOKIE_NAME}=`.length).split(';')[0]!);
    const now = new Date();
    const prepared = await inTransaction(t.db, async ({ tx }) => {
      const first = await findLiveSession(tx, hashToken(token), 1, now, new Date(now.getTime() - 86_400_000));
      const second = await findLiveSession(tx, hashToken(token), 1, now, new Date(now.getTime() - 86_400_000));
      expect(second).toEqual(first);
      expect(first?.userId).toBe(member.userId);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where name like 'reuse_plan_%'`.execute(tx);
      return rows;
    });
    expect(prepared.map((row) => row.statement)).toContainEqual(expect.stringContaining('from "sessions" as "s"'));
  });
});
