import { describe, expect, it } from 'vitest';
import { statementOperation } from './statement-operation';

describe('statementOperation', () => {
  it.each([
    ['select "id" from "users" where "id" = $1', 'select'],
    ['  SELECT 1', 'select'],
    ['insert into "jobs" ("kind") values ($1)', 'insert'],
    ['update "sessions" set "last_seen_at" = $1', 'update'],
    ['delete from "login_throttle" where "key" = $1', 'delete'],
    ['begin', 'transaction'],
    ['commit', 'transaction'],
    ['rollback', 'transaction'],
    ['savepoint "sp1"', 'transaction'],
    ['vacuum (analyze)', 'other'],
    ['', 'other'],
    ['-- a comment first\nselect 1', 'other'],
  ])('%s is %s', (sql, operation) => {
    expect(statementOperation(sql)).toBe(operation);
  });

  it('names a statement with common table expressions by what follows them', () => {
    // The chat's send: the message, the conversation and the ledger entry hang on one insert (decision 029).
    expect(
      statementOperation(
        'with "m" as (insert into "messages" ("body") values ($1) returning "id"), "c" as (update "conversations" set "x" = 1 where "id" in (select "id" from "m") returning "id") insert into "jobs" ("kind") select \'push\' from "m"',
      ),
    ).toBe('insert');
    expect(statementOperation('with recursive "r" as (select 1 union all select 2) select * from "r"')).toBe('select');
    expect(statementOperation('WITH "d" AS (DELETE FROM "jobs" RETURNING "id") SELECT count(*) FROM "d"')).toBe(
      'select',
    );
    // Parentheses inside quoted text do not count.
    expect(statementOperation('with "a(" as (select \')\' as "x") update "t" set "x" = 1')).toBe('update');
    expect(statementOperation('with "broken as (select 1')).toBe('other');
  });
});
