import type {
  DatabaseConnection,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';
import { assertNoOpenTransaction, callSiteOf, markHere } from './transaction-scope';

/** A connection lent out right now: since when, and to which line of ours. */
export interface TLease {
  since: number;
  holder: string;
}

/** Who holds connections now; the watchdog and the health check read it. */
export class LeaseBook {
  private readonly leases = new Map<DatabaseConnection, { since: number; site: Error }>();

  lend(connection: DatabaseConnection, site: Error): void {
    this.leases.set(connection, { since: Date.now(), site });
  }

  giveBack(connection: DatabaseConnection): void {
    this.leases.delete(connection);
  }

  /** The connection held longest, if any. */
  oldest(): TLease | undefined {
    let oldest: { since: number; site: Error } | undefined;
    for (const lease of this.leases.values()) if (!oldest || lease.since < oldest.since) oldest = lease;
    return oldest && { since: oldest.since, holder: callSiteOf(oldest.site) };
  }

  get size(): number {
    return this.leases.size;
  }
}

/**
 * Wraps a dialect's driver so that a query on the root handle from inside an open transaction fails at
 * once (RootQueryInTransactionError) on PGlite and PostgreSQL alike, and every lent connection is
 * recorded with the line that took it.
 */
export class GuardedDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly leases: LeaseBook,
  ) {}

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }
  createDriver(): Driver {
    return new GuardedDriver(this.inner.createDriver(), this.leases);
  }
  createIntrospector(db: Kysely<unknown>) {
    return this.inner.createIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }
}

class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly leases: LeaseBook,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // Synchronously, before anything is awaited: the stack still holds the caller's line.
    assertNoOpenTransaction();
    const site = markHere('connection taken');
    const connection = await this.inner.acquireConnection();
    this.leases.lend(connection, site);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.leases.giveBack(connection);
    await this.inner.releaseConnection(connection);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
