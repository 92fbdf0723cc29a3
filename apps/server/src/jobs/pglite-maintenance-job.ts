import type { AppDeps } from '../app-deps';
import { tablesNeedingCare, vacuumEverything, vacuumTables } from '../db/pglite-maintenance';
import type { TScheduledJob } from './scheduler';

/**
 * The hour (UTC) of the nightly VACUUM (ANALYZE) of the whole embedded database: the quietest of the sites'
 * markets (Europe's night). The job runs hourly, so exactly one run falls into this hour.
 */
export const PGLITE_QUIET_HOUR_UTC = 3;

/**
 * PGlite's autovacuum (decision 030): every hour the tables that changed a lot are vacuumed and analyzed;
 * once a night, at the quiet hour, the whole database. On PostgreSQL autovacuum does this (docs/operations.md).
 */
export const pgliteMaintenanceJob: TScheduledJob<AppDeps> = {
  name: 'pglite-maintenance',
  everyMs: 3_600_000,
  firstAfterMs: 600_000,
  async run({ db, dbKind, clock }) {
    if (dbKind !== 'pglite') return 'PostgreSQL: autovacuum';
    if (clock.now().getUTCHours() === PGLITE_QUIET_HOUR_UTC) {
      await vacuumEverything(db);
      return 'vacuumed and analyzed every table (nightly)';
    }
    const tables = await tablesNeedingCare(db);
    await vacuumTables(db, tables);
    return tables.length === 0 ? 'nothing changed much' : `vacuumed and analyzed ${tables.join(', ')}`;
  },
};
