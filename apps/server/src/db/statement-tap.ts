import { statementOperation, type TStatementOperation } from './statement-operation';

const REMEMBERED_OPERATIONS = 2_000;

export interface TStatement {
  sql: string;
  operation: TStatementOperation;
}

/** Hears a statement as it is sent; the function it may answer is called once it has finished (or failed). */
export type TStatementWatcher = (statement: TStatement) => ((error?: unknown) => void) | void;

/**
 * Hears every statement sent to the database, BEGIN and COMMIT included: each one is a round trip. The one
 * place that sees them all, on PGlite and PostgreSQL alike (`db/guarded-dialect.ts` sends them through here):
 * the query-time metric (metrics/app-metrics.ts), a span per query with tracing on (tracing/), and the tests,
 * which count what a call costs (`statementsOf` in test/test-app.ts). With nobody watching it costs one size
 * check per statement.
 */
export class StatementTap {
  private readonly watchers = new Set<TStatementWatcher>();
  /** Each text's operation, read once: a `with` statement is scanned to its end (statement-operation.ts). */
  private readonly operations = new Map<string, TStatementOperation>();

  /** Calls `listener` with each statement's SQL until the returned function is called. */
  listen(listener: (sql: string) => void): () => void {
    return this.watch(({ sql }) => void listener(sql));
  }

  /** Calls `watcher` as each statement is sent, and what it answers when it has finished, until stopped. */
  watch(watcher: TStatementWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Sends one statement through `execute`, told to every watcher. */
  async run<R>(sql: string, execute: () => Promise<R>): Promise<R> {
    if (this.watchers.size === 0) return execute();
    const finish = this.start(sql);
    try {
      const result = await execute();
      finish();
      return result;
    } catch (error) {
      finish(error);
      throw error;
    }
  }

  /** A streamed statement: finished when its rows have been read, or reading stopped. */
  async *stream<R>(sql: string, open: () => AsyncIterableIterator<R>): AsyncIterableIterator<R> {
    if (this.watchers.size === 0) return yield* open();
    const finish = this.start(sql);
    let failure: unknown;
    try {
      yield* open();
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      finish(failure);
    }
  }

  private start(sql: string): (error?: unknown) => void {
    const statement = { sql, operation: this.operationOf(sql) };
    const ends: Array<(error?: unknown) => void> = [];
    for (const watcher of this.watchers) {
      const end = watcher(statement);
      if (end) ends.push(end);
    }
    return (error) => {
      for (const end of ends) end(error);
    };
  }

  private operationOf(sql: string): TStatementOperation {
    let operation = this.operations.get(sql);
    if (operation === undefined) {
      operation = statementOperation(sql);
      // Texts are a bounded set (values travel as parameters); the bound holds if one day they are not.
      if (this.operations.size < REMEMBERED_OPERATIONS) this.operations.set(sql, operation);
    }
    return operation;
  }
}
