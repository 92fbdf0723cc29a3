import { setMaxListeners } from 'node:events';
import type { TSoakOptions } from './options';

/** Longer than every cache lifetime in the server (site cache 10 s, presence 90 s, job claims 60 s). */
export const IDLE_GAP_MS = 100_000;
const GAP_EVERY_MINUTES = 8;
/** Time a restarted process gets to start and settle before the run counts on it again. */
const RESTART_SETTLE_MS = 60_000;

export interface TWindow {
  startMs: number;
  endMs: number;
}

export interface TTimeline {
  activeMs: number;
  /** Active time plus the idle gaps: what the run lasts on the clock. */
  wallMs: number;
  gaps: TWindow[];
  killAtMs: number | null;
  restartAtMs: number | null;
  redisOutage: TWindow | null;
}

const overlaps = (a: TWindow, b: TWindow) => a.startMs < b.endMs && b.startMs < a.endMs;

/**
 * The run's plan. `--minutes` is active driving time; each idle gap (every member quiet for 100 s) comes on
 * top, at least two per run and one per 8 minutes, so even a 3-minute run has two. Gaps are spread evenly
 * but kept out of the kill and the Redis outage, which are meant to hit a site under load.
 */
export function planTimeline(options: TSoakOptions): TTimeline {
  const activeMs = Math.round(options.minutes * 60_000);
  const gapCount = Math.max(2, Math.floor(options.minutes / GAP_EVERY_MINUTES));
  const wallMs = activeMs + gapCount * IDLE_GAP_MS;
  const killAtMs = options.killMidway ? Math.round(wallMs * 0.4) : null;
  const restartAtMs = options.killMidway ? Math.round(wallMs * 0.5) : null;
  const redisOutage =
    options.redisOutageSeconds === null
      ? null
      : { startMs: Math.round(wallMs * 0.6), endMs: Math.round(wallMs * 0.6 + options.redisOutageSeconds * 1000) };

  const busy: TWindow[] = [];
  if (killAtMs !== null) busy.push({ startMs: killAtMs - 5_000, endMs: restartAtMs! + RESTART_SETTLE_MS });
  if (redisOutage) busy.push({ startMs: redisOutage.startMs - 5_000, endMs: redisOutage.endMs + 15_000 });
  const keepOut = busy.length
    ? { startMs: Math.min(...busy.map((w) => w.startMs)), endMs: Math.max(...busy.map((w) => w.endMs)) }
    : null;

  const earliest = 5_000;
  const latest = wallMs - IDLE_GAP_MS - 5_000;
  const clamp = (start: number) => Math.min(Math.max(start, earliest), Math.max(earliest, latest));
  const gaps: TWindow[] = [];
  for (let index = 1; index <= gapCount; index++) {
    let start = clamp(Math.round((index * wallMs) / (gapCount + 1) - IDLE_GAP_MS / 2));
    if (keepOut && overlaps({ startMs: start, endMs: start + IDLE_GAP_MS }, keepOut)) {
      const before = clamp(keepOut.startMs - IDLE_GAP_MS);
      const after = clamp(keepOut.endMs);
      start = Math.abs(before - start) <= Math.abs(after - start) ? before : after;
    }
    // Never on top of the previous gap: members get some active time between two gaps.
    const previous = gaps[gaps.length - 1];
    if (previous && start < previous.endMs + 10_000) start = previous.endMs + 10_000;
    gaps.push({ startMs: start, endMs: start + IDLE_GAP_MS });
  }
  return { activeMs, wallMs: Math.max(wallMs, gaps[gaps.length - 1]!.endMs), gaps, killAtMs, restartAtMs, redisOutage };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The run's clock: where in the plan we are, and a gate that holds members during idle gaps. */
export class RunClock {
  private startedAt = 0;
  readonly abort = new AbortController();

  constructor(readonly plan: TTimeline) {
    // Every member and monitor sleeps on this signal at once.
    setMaxListeners(0, this.abort.signal);
  }

  start(): void {
    this.startedAt = Date.now();
  }

  get started(): boolean {
    return this.startedAt > 0;
  }

  /** Milliseconds since driving started (negative before). */
  elapsed(): number {
    return this.startedAt ? Date.now() - this.startedAt : -1;
  }

  isOver(): boolean {
    return this.abort.signal.aborted || (this.started && this.elapsed() >= this.plan.wallMs);
  }

  gapAt(ms = this.elapsed()): TWindow | undefined {
    return this.plan.gaps.find((gap) => ms >= gap.startMs && ms < gap.endMs);
  }

  sleep(ms: number): Promise<void> {
    return sleep(ms, this.abort.signal);
  }

  /** Waits while an idle gap lasts; false when the run is over. */
  async whenActive(): Promise<boolean> {
    for (;;) {
      if (this.isOver()) return false;
      const gap = this.gapAt();
      if (!gap) return true;
      await this.sleep(gap.endMs - this.elapsed());
    }
  }

  /** "t+12.3s": a moment of the run for failure lines. */
  stamp(ms = this.elapsed()): string {
    return ms < 0 ? 'setup' : `t+${(ms / 1000).toFixed(1)}s`;
  }
}
