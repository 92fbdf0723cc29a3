import type { TSessionState } from '../auth/session-state';
import { outsideTransaction } from '../db/transaction-scope';

/**
 * How long a socket's session counts as checked. An event that ends sessions closes their sockets at
 * once; this lifetime bounds what a lost one (Redis away at the wrong moment) can still let through.
 */
export const SESSION_RECHECK_MS = 3_000;

interface TCached {
  until: number;
  state: Promise<TSessionState>;
}

/**
 * The state of the sessions behind this process's sockets, looked up at most once per lifetime per
 * session. Time here is the process's own monotonic time, not the app clock: the lifetime is about how
 * stale a lookup may be, and a test's frozen clock must not keep a verdict forever.
 */
export class SessionCheck {
  private readonly cache = new Map<number, TCached>();

  constructor(
    private readonly load: (sessionId: number) => Promise<TSessionState>,
    private readonly lifetimeMs = SESSION_RECHECK_MS,
    private readonly now = () => performance.now(),
  ) {}

  state(sessionId: number): Promise<TSessionState> {
    const cached = this.cache.get(sessionId);
    if (cached && cached.until > this.now()) return cached.state;
    // Deliveries start from wherever an event was published, perhaps inside someone's transaction: the
    // lookup waits for the connection like any other caller instead of using (or failing on) theirs.
    const state = outsideTransaction(() => this.load(sessionId));
    const entry = { until: this.now() + this.lifetimeMs, state };
    this.cache.set(sessionId, entry);
    // A failed lookup is not remembered: the next event asks again.
    state.catch(() => {
      if (this.cache.get(sessionId) === entry) this.cache.delete(sessionId);
    });
    return state;
  }

  /** What an ended-sessions event said, remembered for its lifetime so a socket opened meanwhile learns it. */
  ended(sessionId: number, state: Exclude<TSessionState, 'live'>): void {
    this.cache.set(sessionId, { until: this.now() + this.lifetimeMs, state: Promise.resolve(state) });
  }

  /** Drops verdicts past their lifetime, so the cache holds only sessions heard of lately. */
  prune(): void {
    const now = this.now();
    for (const [sessionId, entry] of this.cache) if (entry.until <= now) this.cache.delete(sessionId);
  }
}
