import type { Database, Tx } from './database';
import { markHere, openingTransaction, runInTransactionScope } from './transaction-scope';
import { afterResponse } from './after-commit';

export interface TxContext {
  tx: Tx;
  /** The root handle, for work after the commit (`onCommit`); inside the work a query on it fails at once. */
  db: Database;
  /**
   * Runs after a successful commit, so realtime events never announce a rolled-back write. The caller does
   * not wait for it: a slow event bus never holds a response. Whatever must not be lost (push, mail) is a
   * durable job written in the transaction instead.
   */
  onCommit(callback: () => void | Promise<void>): void;
}

/**
 * The only way the code opens a transaction. Inside `work`, every query must go through `tx`: a query on
 * the root handle fails at once (RootQueryInTransactionError) instead of waiting for the connection the
 * transaction holds (PGlite has only one).
 */
export async function inTransaction<T>(db: Database, work: (context: TxContext) => Promise<T>): Promise<T> {
  const opened = markHere('transaction opened');
  const callbacks: Array<() => void | Promise<void>> = [];
  const result = await openingTransaction(opened, () =>
    db
      .transaction()
      .execute((tx) =>
        runInTransactionScope(opened, () => work({ tx, db, onCommit: (callback) => callbacks.push(callback) })),
      ),
  );
  for (const callback of callbacks) afterResponse(callback);
  return result;
}
