import type { Database, Tx } from './database';

export interface TxContext {
  tx: Tx;
  /** Runs after a successful commit: realtime events and mails never announce a rolled-back write. */
  onCommit(callback: () => void | Promise<void>): void;
}

export async function inTransaction<T>(db: Database, work: (context: TxContext) => Promise<T>): Promise<T> {
  const callbacks: Array<() => void | Promise<void>> = [];
  const result = await db.transaction().execute((tx) => work({ tx, onCommit: (callback) => callbacks.push(callback) }));
  for (const callback of callbacks) {
    try {
      await callback();
    } catch (error) {
      console.error('onCommit callback failed', error);
    }
  }
  return result;
}
