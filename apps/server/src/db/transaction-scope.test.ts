import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test/test-app';
import { inTransaction } from './transaction';
import { outsideTransaction, RootQueryInTransactionError } from './transaction-scope';
import { settleAfterCommitWork } from './after-commit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countSites = (db: TestApp['db']) =>
  db
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

describe('a query on the root handle inside an open transaction', () => {
  it('fails at once, naming the line of the query and the line that opened the transaction', async () => {
    const failure = await inTransaction(t.db, async ({ tx }) => {
      await countSites(tx);
      return countSites(t.db).then(
        () => null,
        (error: unknown) => error,
      );
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RootQueryInTransactionError);
    const message = (failure as Error).message;
    expect(message).toMatch(/Query at .*transaction-scope\.test\.ts:\d+/);
    expect(message).toMatch(/transaction opened at .*transaction-scope\.test\.ts:\d+/);
  });

  it('also fails for a transaction opened inside another one', async () => {
    await expect(
      inTransaction(t.db, async () => inTransaction(t.db, async ({ tx }) => countSites(tx))),
    ).rejects.toBeInstanceOf(RootQueryInTransactionError);
  });

  it('rolls the transaction back: nothing it wrote stays', async () => {
    await expect(
      inTransaction(t.db, async ({ tx }) => {
        await tx.insertInto('app_secrets').values({ name: 'scope-probe', value: '1' }).execute();
        await sql`select 1`.execute(t.db);
      }),
    ).rejects.toBeInstanceOf(RootQueryInTransactionError);
    const row = await t.db
      .selectFrom('app_secrets')
      .select('name')
      .where('name', '=', 'scope-probe')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('lets background work the transaction does not wait for queue for the connection like any caller', async () => {
    let background: Promise<{ n: number }> | undefined;
    await inTransaction(t.db, async ({ tx }) => {
      background = outsideTransaction(() => countSites(t.db));
      await countSites(tx);
    });
    await expect(background).resolves.toEqual({ n: expect.any(Number) });
  });

  it('runs after-commit work outside the transaction, without the caller waiting for it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let counted: number | undefined;
    const answer = await inTransaction(t.db, async ({ onCommit }) => {
      onCommit(async () => {
        await gate;
        counted = (await countSites(t.db)).n;
      });
      return 'answered';
    });
    // The caller has its answer while the after-commit work still waits.
    expect(answer).toBe('answered');
    expect(counted).toBeUndefined();
    release();
    await settleAfterCommitWork();
    expect(counted).toBeGreaterThan(0);
  });
});
