import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RECENT_SECONDS = 5;

/**
 * How busy the machine is (load average) and how late the soak's own timers fire: a failure while the soak
 * itself stalls is more likely the machine (another job hogging the CPUs) than the server alone.
 */
export class MachineMonitor {
  readonly cores = os.availableParallelism();
  maxLoad = 0;
  maxLagMs = 0;
  private readonly histogram = monitorEventLoopDelay({ resolution: 20 });
  private readonly recentLags: number[] = [];
  private load = 0;
  private timer: NodeJS.Timeout | undefined;

  start(): void {
    this.histogram.enable();
    this.timer = setInterval(() => this.sample(), 1_000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }

  private sample(): void {
    const lag = this.histogram.max / 1e6;
    this.histogram.reset();
    this.recentLags.push(lag);
    if (this.recentLags.length > RECENT_SECONDS) this.recentLags.shift();
    this.maxLagMs = Math.max(this.maxLagMs, lag);
    try {
      this.load = Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
    } catch {
      this.load = os.loadavg()[0]!;
    }
    this.maxLoad = Math.max(this.maxLoad, this.load);
  }

  /** "load 3.9 on 2 cores, soak lag 40 ms": the state of the machine right now. */
  describe(): string {
    const lag = Math.max(0, ...this.recentLags);
    return `load ${this.load.toFixed(1)} on ${this.cores} cores, soak's own event loop lag ${lag.toFixed(0)} ms`;
  }
}
