import type { Disruptions } from './disruptions';
import type { Failures } from './failures';
import { percentile } from './request-stats';
import type { ServerFleet, TServerSlot } from './server-processes';

const HEALTHZ_WITHIN_MS = 1_000;
const HEALTHZ_TIMEOUT_MS = 5_000;
/** A job may be overdue this long after a process starts (its first runs are still to come). */
const STARTUP_GRACE_MS = 60_000;

export interface TJobFigure {
  name: string;
  runs: number;
  last_success_at: string | null;
  overdue: boolean;
  failing: boolean;
}

interface THealth {
  status?: string;
  reasons?: string[];
  jobs?: TJobFigure[];
}

export async function fetchHealth(port: number): Promise<{ status: number; ms: number; text: string; body: THealth }> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(HEALTHZ_TIMEOUT_MS) });
  const text = await response.text();
  let body: THealth = {};
  try {
    body = JSON.parse(text) as THealth;
  } catch {
    // A non-JSON answer is reported with its text.
  }
  return { status: response.status, ms: performance.now() - started, text, body };
}

/**
 * GET /healthz of every live process every second: it must answer 200 within a second, and "ok" unless the
 * run itself broke something (Redis stopped, a process killed) or a job is overdue just after a start.
 */
export class HealthMonitor {
  readonly times: number[] = [];
  degradedExcused = 0;
  private readonly asking = new Set<TServerSlot>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly fleet: ServerFleet,
    private readonly disruptions: Disruptions,
    private readonly failures: Failures,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      for (const slot of this.fleet.live) if (!this.asking.has(slot)) void this.check(slot);
    }, 1_000);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  get figures(): { count: number; max: number; p99: number } {
    const sorted = [...this.times].sort((a, b) => a - b);
    return { count: sorted.length, max: sorted[sorted.length - 1] ?? NaN, p99: percentile(sorted, 0.99) };
  }

  private async check(slot: TServerSlot): Promise<void> {
    this.asking.add(slot);
    const generation = slot.generation;
    const stillLive = () => slot.state === 'ready' && slot.generation === generation;
    try {
      const answer = await fetchHealth(slot.port);
      this.times.push(answer.ms);
      if (!stillLive()) return;
      const summary = `${answer.status} in ${answer.ms.toFixed(0)} ms: ${answer.text.slice(0, 600)}`;
      if (answer.ms > HEALTHZ_WITHIN_MS) this.failures.add('slow healthz', `${slot.label} GET /healthz → ${summary}`);
      if (answer.status !== 200) return this.failures.add('healthz', `${slot.label} GET /healthz → ${summary}`);
      if (answer.body.status === 'ok') return;
      const reasons = answer.body.reasons ?? [];
      const justStarted = slot.readyAt !== null && Date.now() - slot.readyAt < STARTUP_GRACE_MS;
      const onlyOverdue = reasons.length > 0 && reasons.every((reason) => /^job \S+ is overdue$/.test(reason));
      if (this.disruptions.inKillWindow() || this.disruptions.inRedisWindow() || (justStarted && onlyOverdue))
        this.degradedExcused++;
      else this.failures.add('healthz degraded', `${slot.label} GET /healthz → ${summary}`);
    } catch (error) {
      if (stillLive())
        this.failures.add('healthz', `${slot.label} GET /healthz → no answer: ${(error as Error).message}`);
    } finally {
      this.asking.delete(slot);
    }
  }
}
