import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { StatementTap } from './statement-tap';
import { assertNoOpenTransaction, callSiteOf, transactionBeingOpened } from './transaction-scope';

/** A connection lent out right now: since when, and to whom (a transaction's line, or a statement). */
export interface TLease {
  since: number;
  holder: string;
}

interface TLent {
  since: number;
  /** Where the transaction holding it was opened; absent for a single statement. */
  opened: Error | undefined;
  statement: string | undefined;
}

/** How much of a statement's SQL names the holder of a connection. */
const STATEMENT_SHOWN_CHARS = 200;

/** Who holds connections now; the watchdog and the health check read it. */
export class LeaseBook {
  private readonly leases = new Map<DatabaseConnection, TLent>();

  lend(connection: DatabaseConnection, opened: Error | undefined): void {
    this.leases.set(connection, { since: Date.now(), opened, statement: undefined });
  }

  /** The statement a lent connection is sending: the holder of a single statement's lease. */
  sending(connection: DatabaseConnection, sql: string): void {
    const lease = this.leases.get(connection);
    if (lease) lease.statement = sql;
  }

  giveBack(connection: DatabaseConnection): void {
    this.leases.delete(connection);
  }

  /** The connection held longest, if any. */
  oldest(): TLease | undefined {
    let oldest: TLent | undefined;
    for (const lease of this.leases.values()) if (!oldest || lease.since < oldest.since) oldest = lease;
    return oldest && { since: oldest.since, holder: holderOf(oldest) };
  }

  get size(): number {
    return this.leases.size;
  }
}

/**
 * Wraps a dialect's driver so that a query on the root handle from inside an open transaction fails at
 * once (RootQueryInTransactionError) on PGlite and PostgreSQL alike, and every lent connection is
 * recorded with its holder: the line that opened its transaction, or the statement it sends. Every statement
 * goes through the tap (its time, its span, the tests' count of round trips).
 */
export class GuardedDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly leases: LeaseBook,
    private readonly tap: StatementTap,
  ) {}

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }
  createDriver(): Driver {
    return new GuardedDriver(this.inner.createDriver(), this.leases, this.tap);
  }
  createIntrospector(db: Kysely<unknown>) {
    return this.inner.createIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }
}

function holderOf({ opened, statement }: TLent): string {
  const shown = statement?.replace(/\s+/g, ' ').slice(0, STATEMENT_SHOWN_CHARS);
  if (!opened) return `the statement ${shown ?? '(not sent yet)'}`;
  return `the transaction opened at ${callSiteOf(opened)}${shown ? `, last statement ${shown}` : ''}`;
}

class GuardedDriver implements Driver {
  /** Our wrapper of each inner connection and back: the inner driver releases the object it lent. */
  private readonly wrappers = new WeakMap<DatabaseConnection, TappedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly leases: LeaseBook,
    private readonly tap: StatementTap,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // Synchronously, before anything is awaited: the stack still holds the caller's line.
    assertNoOpenTransaction();
    const opened = transactionBeingOpened();
    const connection = await this.inner.acquireConnection();
    let wrapper = this.wrappers.get(connection);
    if (!wrapper) {
      wrapper = new TappedConnection(connection, this.tap, this.leases);
      this.wrappers.set(connection, wrapper);
    }
    this.leases.lend(wrapper, opened);
    return wrapper;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.leases.giveBack(connection);
    await this.inner.releaseConnection(innerOf(connection));
  }

  // The inner driver sends BEGIN/COMMIT/ROLLBACK itself, through the connection it is given: our wrapper,
  // so those round trips are heard too.
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

class TappedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly tap: StatementTap,
    private readonly leases: LeaseBook,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    this.leases.sending(this, compiledQuery.sql);
    return this.tap.run(compiledQuery.sql, () => this.inner.executeQuery<R>(compiledQuery));
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.leases.sending(this, compiledQuery.sql);
    return this.tap.stream(compiledQuery.sql, () => this.inner.streamQuery<R>(compiledQuery, chunkSize));
  }
}

function innerOf(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof TappedConnection ? connection.inner : connection;
}
