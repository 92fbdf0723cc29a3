import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { compiledOnce, type TBind } from './compiled-once';
import { inTransaction } from './transaction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a statement compiled once', () => {
  it('is built once and answers each call with its own values, on the root handle and in a transaction', async () => {
    const ann = await t.createMember({ name: 'Ann' });
    const bob = await t.createMember({ name: 'Bob' });
    let builds = 0;
    const nameOf = compiledOnce((db, bind: TBind<{ userId: number; siteId: number }>) => {
      builds += 1;
      return db
        .selectFrom('profiles')
        .select('name')
        .where('user_id', '=', bind('userId'))
        .where('site_id', '=', bind('siteId'))
        .limit(1);
    });
    expect(await nameOf(t.db, { userId: ann.userId, siteId: 1 })).toEqual([{ name: 'Ann' }]);
    expect(await nameOf(t.db, { userId: bob.userId, siteId: 1 })).toEqual([{ name: 'Bob' }]);
    expect(await nameOf(t.db, { userId: bob.userId, siteId: 2 })).toEqual([]);
    expect(await inTransaction(t.db, ({ tx }) => nameOf(tx, { userId: ann.userId, siteId: 1 }))).toEqual([
      { name: 'Ann' },
    ]);
    expect(builds).toBe(1);
  });

  it('refuses a value the builder does not pass on as it is (written into a text, turned into a string)', async () => {
    const inlined = compiledOnce((db, bind: TBind<{ name: string }>) =>
      db
        .selectFrom('profiles')
        .select('id')
        .where('name', '=', `${bind('name')}`),
    );
    await expect(inlined(t.db, { name: 'Ann' })).rejects.toThrow(/"name" is not a parameter/);
  });
});
