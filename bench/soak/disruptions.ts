import type { RunClock } from './timeline';

/** After Redis is back, its clients reconnect and resubscribe within this. */
const REDIS_RECOVERY_MS = 20_000;
/** After a kill: claims of the dead process expire (60 s) and the restarted process settles. */
const KILL_RECOVERY_MS = 30_000;
const KILL_WINDOW_AT_LEAST_MS = 90_000;

/** When the run itself broke something on purpose, so monitors excuse what that explains. */
export class Disruptions {
  killedAt: number | null = null;
  restartedAt: number | null = null;
  redisStoppedAt: number | null = null;
  redisBackAt: number | null = null;

  constructor(private readonly clock: RunClock) {}

  /** Between the kill and a while after the restarted process is ready. */
  inKillWindow(at = this.clock.elapsed()): boolean {
    if (this.killedAt === null || at < this.killedAt) return false;
    const end = Math.max(
      this.killedAt + KILL_WINDOW_AT_LEAST_MS,
      this.restartedAt === null ? Infinity : this.restartedAt + KILL_RECOVERY_MS,
    );
    return at <= end;
  }

  inRedisWindow(at = this.clock.elapsed()): boolean {
    if (this.redisStoppedAt === null || at < this.redisStoppedAt) return false;
    return this.redisBackAt === null || at <= this.redisBackAt + REDIS_RECOVERY_MS;
  }

  /** Within either window, or overlapping it between `from` and `to`. */
  touches(from: number, to = this.clock.elapsed()): boolean {
    for (let at = from; at <= to; at += 500) if (this.inKillWindow(at) || this.inRedisWindow(at)) return true;
    return this.inKillWindow(to) || this.inRedisWindow(to);
  }
}
