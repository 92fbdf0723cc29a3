import { AsyncLocalStorage } from 'node:async_hooks';

interface TOpenTransaction {
  /** Captured where the transaction was opened; its stack is read only when something goes wrong. */
  opened: Error;
  /** False while the transaction takes its connection and sends BEGIN; true for its work. */
  begun: boolean;
}

const openTransaction = new AsyncLocalStorage<TOpenTransaction>();

/** Takes a transaction's connection knowing where the transaction was opened: its lease is named by that line. */
export function openingTransaction<T>(opened: Error, open: () => T): T {
  // Opened inside another transaction's work: its connection is taken as a root query's, and fails the same way.
  if (insideTransaction()) return open();
  return openTransaction.run({ opened, begun: false }, open);
}

/** Runs a transaction's work with the transaction marked as open for everything it awaits. */
export function runInTransactionScope<T>(opened: Error, work: () => T): T {
  return openTransaction.run({ opened, begun: true }, work);
}

/**
 * Where the transaction now taking a connection was opened; undefined for a single statement, whose lease is
 * named by its SQL instead. Capturing a stack for every connection lent cost 8-15% of a member call (decision 030).
 */
export function transactionBeingOpened(): Error | undefined {
  return openTransaction.getStore()?.opened;
}

/**
 * Runs work that a transaction starts but does not wait for (a cache refresh in the background) as if no
 * transaction were open: it queues for the connection like any other caller instead of failing.
 */
export function outsideTransaction<T>(work: () => T): T {
  return openTransaction.exit(work);
}

/** True when the caller runs inside an open transaction's work. */
export function insideTransaction(): boolean {
  return openTransaction.getStore()?.begun === true;
}

const OWN_FRAMES = /node_modules|node:|<anonymous>|transaction-scope\.ts|guarded-dialect|db\/transaction\.ts/;

/**
 * An error whose stack reaches past the database library's frames to the caller's own line. Taken once per
 * transaction and for a failure, so it is kept short: the library's frames between our line and here are about
 * eight (an `await` starts a new stack).
 */
const MARK_FRAMES = 16;
export function markHere(label: string): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = MARK_FRAMES;
  const marker = new Error(label);
  Error.stackTraceLimit = limit;
  return marker;
}

/** The first stack frame that is ours: the line that issued the query or opened the transaction. */
export function callSiteOf(error: Error): string {
  const frames = (error.stack ?? '').split('\n').map((line) => line.trim());
  const ours = frames.find((frame) => frame.startsWith('at ') && !OWN_FRAMES.test(frame));
  return ours?.replace(/^at /, '') ?? 'unknown call site';
}

/**
 * A query went to the root database handle while the same async context holds an open transaction.
 * On PGlite (one connection, held by that transaction) it would wait forever; on PostgreSQL it takes a
 * second connection that cannot see the transaction's writes and can deadlock on its row locks.
 */
export class RootQueryInTransactionError extends Error {
  constructor(query: Error, opened: Error) {
    super(
      `Query on the root database handle inside an open transaction: use the transaction's handle (tx). ` +
        `Query at ${callSiteOf(query)}; transaction opened at ${callSiteOf(opened)}`,
    );
    this.name = 'RootQueryInTransactionError';
  }
}

/** Throws at once when a root-handle query is issued from inside an open transaction. */
export function assertNoOpenTransaction(): void {
  const open = openTransaction.getStore();
  if (open?.begun) throw new RootQueryInTransactionError(markHere('root query'), open.opened);
}
