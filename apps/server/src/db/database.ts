import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { PGliteDialect } from './pglite-dialect';
import { GuardedDialect, LeaseBook } from './guarded-dialect';
import { StatementTap } from './statement-tap';
import { reusePlansOn } from './reuse-plan';

export type Database = Kysely<DB>;
export type Tx = Transaction<DB>;
/** A query runner: the database itself or an open transaction. */
export type Queryable = Kysely<DB>;

const INT8_OID = 20;
const DATE_OID = 1082;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite data directory image to start from (tests load a migrated template). */
  loadDataDir?: Blob | File | undefined;
  /** Keep the embedded database in memory only. */
  inMemory?: boolean;
  /** Told when PostgreSQL closes an idle connection of the pool (the default writes it to stderr). */
  onIdleConnectionLost?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  /** Connections lent out right now, with the line that took each (watchdog, health check). */
  leases: LeaseBook;
  /** Hears every statement sent: its time (metrics), its span (tracing), the tests' count of round trips. */
  statements: StatementTap;
  close(): Promise<void>;
}

function reportLostConnection(error: Error): void {
  console.error(`an idle database connection was closed: ${error.message}`);
}

/** How long an unused PostgreSQL connection stays open: longer than the quiet spells of a small site. */
const POOL_IDLE_MS = 300_000;

/**
 * Opens PostgreSQL when a URL is given, else PGlite under `dataDir`. Both return counts (int8)
 * as numbers and dates as 'YYYY-MM-DD' strings, so the code above sees one behaviour.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      // Connections stay open through quiet spells (the default closes them after 10 s), so the first
      // requests after a quiet minute, and the health check beside them, do not each wait for a new one.
      idleTimeoutMillis: POOL_IDLE_MS,
      types: {
        getTypeParser: ((oid: number, format: 'text' | 'binary') => {
          if (oid === INT8_OID) return (value: string) => Number(value);
          if (oid === DATE_OID) return (value: string) => value;
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // A restart, an administrator or a network cut ends idle connections; the pool drops each and opens a
    // new one when next needed. Unheard, its 'error' event would end the whole process.
    pool.on('error', options.onIdleConnectionLost ?? reportLostConnection);
    reusePlansOn(pool);
    const leases = new LeaseBook();
    const statements = new StatementTap();
    const db = new Kysely<DB>({ dialect: new GuardedDialect(new PostgresDialect({ pool }), leases, statements) });
    return { db, kind: 'postgres', leases, statements, close: () => db.destroy() };
  }

  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('dataDir is required for the embedded database');
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(dataDir && { dataDir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    parsers: { [DATE_OID]: (value: string) => value },
  });
  const leases = new LeaseBook();
  const statements = new StatementTap();
  const db = new Kysely<DB>({ dialect: new GuardedDialect(new PGliteDialect(pglite), leases, statements) });
  return { db, kind: 'pglite', pglite, leases, statements, close: () => db.destroy() };
}
