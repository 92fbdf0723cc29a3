/**
 * Hears every statement sent to the database, BEGIN and COMMIT included: each one is a round trip. Tests
 * count what a call costs with it (`countStatements` in test/test-app.ts); with nobody listening it costs
 * one length check per statement.
 */
export class StatementTap {
  private readonly listeners = new Set<(sql: string) => void>();

  /** Calls `listener` with each statement's SQL until the returned function is called. */
  listen(listener: (sql: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  note(sql: string): void {
    if (this.listeners.size === 0) return;
    for (const listener of this.listeners) listener(sql);
  }
}
