import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { EXPORT_COVERAGE } from './export-coverage';
import { ZAccountExport } from './export-schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DOC = path.resolve(import.meta.dirname, '../../../../docs/data-export.md');
const META = ['format', 'exported_at'];

/** Tables that refer to users, directly or through a table that does (the database's foreign keys). */
async function tablesAboutMembers(): Promise<Set<string>> {
  const { rows } = await sql<{ source: string; target: string }>`
    select src.relname as source, dst.relname as target
    from pg_constraint c
    join pg_class src on src.oid = c.conrelid
    join pg_class dst on dst.oid = c.confrelid
    join pg_namespace n on n.oid = src.relnamespace
    where c.contype = 'f' and n.nspname = 'public'`.execute(t.db);
  const found = new Set(['users']);
  for (let grew = true; grew;) {
    grew = false;
    for (const { source, target } of rows)
      if (found.has(target) && !found.has(source)) {
        found.add(source);
        grew = true;
      }
  }
  return found;
}

async function columnsOf(table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table}`.execute(t.db);
  return rows.map((row) => row.column_name).sort();
}

/** The fields of a section: an object's keys, or the keys of a list's objects. */
function fieldsOf(schema: z.ZodType): string[] {
  const inner = schema instanceof z.ZodNullable ? schema.unwrap() : schema;
  const element = inner instanceof z.ZodArray ? inner.element : inner;
  return element instanceof z.ZodObject ? Object.keys(element.shape) : [];
}

describe('the data export keeps up with the schema', () => {
  it('names every table about members: exported, or withheld with a reason', async () => {
    const tables = await tablesAboutMembers();
    expect([...tables].filter((table) => !(table in EXPORT_COVERAGE)).sort()).toEqual([]);
    expect(Object.keys(EXPORT_COVERAGE).filter((table) => !tables.has(table))).toEqual([]);
  });

  it('names every column of an exported table: exported, or withheld with a reason', async () => {
    for (const [table, coverage] of Object.entries(EXPORT_COVERAGE)) {
      if (!('sections' in coverage)) continue;
      const declared = [...coverage.exported, ...Object.keys(coverage.withheld)].sort();
      expect(declared, `${table}: columns of the database and of export-coverage.ts`).toEqual(await columnsOf(table));
      expect(
        coverage.exported.filter((column) => column in coverage.withheld),
        table,
      ).toEqual([]);
      for (const reason of Object.values(coverage.withheld)) expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('fills every section of the export from some table, and documents each section and field', () => {
    const sections = Object.keys(ZAccountExport.shape).filter((key) => !META.includes(key));
    const claimed = new Set(
      Object.values(EXPORT_COVERAGE).flatMap((coverage) => ('sections' in coverage ? coverage.sections : [])),
    );
    expect(sections.filter((section) => !claimed.has(section as never))).toEqual([]);
    const doc = fs.readFileSync(DOC, 'utf8');
    for (const section of [...META, ...sections]) {
      const heading = doc.indexOf(`### \`${section}\``);
      expect(heading, `docs/data-export.md: a heading for ${section}`).toBeGreaterThan(-1);
      const next = doc.indexOf('\n#', heading + 1);
      const text = doc.slice(heading, next === -1 ? undefined : next);
      const schema = ZAccountExport.shape[section as keyof typeof ZAccountExport.shape];
      for (const field of fieldsOf(schema))
        expect(text, `${section}.${field} in docs/data-export.md`).toContain(`\`${field}\``);
    }
  });
});
