import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGliteDialect } from '../db/pglite-dialect';
import { migrateToLatest } from '../db/migrate';
import type { DB } from '../db/schema';
import { syncReferenceData } from '../members/reference.service';

/**
 * Prepares one migrated database image per test run: a PGlite data-directory dump, or (with
 * DATABASE_URL) a PostgreSQL template database. Each test file then starts from its own copy.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const template = `test_tpl_${runId}`;
    await admin.query(`create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const db = new Kysely<DB>({
      dialect: new (await import('kysely')).PostgresDialect({
        pool: new pg.Pool({ connectionString: url.toString(), max: 2 }),
      }),
    });
    await migrateToLatest(db);
    await syncReferenceData(db);
    await db.destroy();
    project.provide('testDatabase', { kind: 'postgres', template, runId });
    return async () => {
      const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `test_%_${runId}%`,
      ]);
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const pglite = await PGlite.create();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await syncReferenceData(db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `pglite-template-${runId}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('testDatabase', { kind: 'pglite', template: file, runId });
  return async () => {
    await fs.rm(file, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite' | 'postgres'; template: string; runId: string };
  }
}
