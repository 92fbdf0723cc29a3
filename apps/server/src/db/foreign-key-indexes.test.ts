import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Foreign keys that change rows when their target goes (on delete cascade / set null / set default) with
 * no index leading with their columns: erasing a member, a site or a staff account then scans the whole
 * referencing table (issue 19, decision 029). A partial index counts when it leaves out only the rows
 * without a reference (`where column is not null`), which the erasure never looks for.
 */
const UNINDEXED_CASCADES = sql<{ constraint_name: string; table_name: string; columns: string }>`
  select c.conname as constraint_name, c.conrelid::regclass::text as table_name,
    (select string_agg(a.attname, ', ' order by k.ord) from unnest(c.conkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
  from pg_constraint c
  where c.contype = 'f' and c.confdeltype in ('c', 'n', 'd')
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
        and (i.indpred is null or (cardinality(c.conkey) = 1 and pg_get_expr(i.indpred, i.indrelid) = (
          select '(' || a.attname || ' IS NOT NULL)' from pg_attribute a
          where a.attrelid = c.conrelid and a.attnum = c.conkey[1]))))
  order by 2, 1`;

describe('indexes of foreign keys', () => {
  it('has an index leading with every foreign key that cascades or sets null', async () => {
    const { rows } = await UNINDEXED_CASCADES.execute(t.db);
    expect(rows.map((row) => `${row.table_name}(${row.columns})`)).toEqual([]);
  });

  it('indexes what the chat looks up by: who started a conversation', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select pg_get_indexdef(indexrelid) as indexdef from pg_index
      where indrelid = 'conversations'::regclass and indkey[0] = (
        select attnum from pg_attribute where attrelid = 'conversations'::regclass and attname = 'started_by')
        and indpred is null`.execute(t.db);
    expect(rows).toHaveLength(1);
  });
});
