import fs from 'node:fs/promises';
import type { Failures } from './failures';
import type { ServerFleet } from './server-processes';
import type { RunClock } from './timeline';

const SAMPLE_EVERY_MS = 10_000;
const GROWTH_RATIO = 1.2;
const GROWTH_MB = 40;
const JUDGED_FROM_MS = 60_000;

export interface TMemorySeries {
  label: string;
  pid: number;
  samples: Array<{ at: number; mb: number }>;
  killed: boolean;
}

export interface TMemoryRow {
  label: string;
  startMb: number;
  warmMb: number;
  endMb: number;
  secondQuarterMb: number;
  lastQuarterMb: number;
  judged: string;
}

async function rssMb(pid: number): Promise<number | null> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * VmRSS of every server process every 10 s; each process (and each restart) is its own series. After a
 * warm-up of its first quarter, the mean of its last quarter may not exceed that of its second quarter by
 * more than 20% and 40 MB at once.
 */
export class MemoryMonitor {
  readonly series: TMemorySeries[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly fleet: ServerFleet,
    private readonly clock: RunClock,
  ) {}

  start(): void {
    void this.sample();
    this.timer = setInterval(() => void this.sample(), SAMPLE_EVERY_MS);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async sample(): Promise<void> {
    for (const slot of this.fleet.slots) {
      if (slot.state === 'killed') {
        const ended = this.series.find((series) => series.pid === slot.pid);
        if (ended) ended.killed = true;
      }
      if (slot.state !== 'ready' || slot.pid === null) continue;
      const mb = await rssMb(slot.pid);
      if (mb === null) continue;
      let series = this.series.find((candidate) => candidate.pid === slot.pid);
      if (!series) {
        series = { label: slot.label, pid: slot.pid, samples: [], killed: false };
        this.series.push(series);
      }
      series.samples.push({ at: this.clock.elapsed(), mb });
    }
  }

  judge(failures: Failures): TMemoryRow[] {
    return this.series.map((series) => {
      const { samples } = series;
      const first = samples[0]!;
      const last = samples[samples.length - 1]!;
      const quarter = (last.at - first.at) / 4;
      const within = (from: number, to: number) =>
        samples.filter((sample) => sample.at >= first.at + from * quarter && sample.at <= first.at + to * quarter);
      const second = within(1, 2);
      const fourth = within(3, 4);
      const row: TMemoryRow = {
        label: series.label,
        startMb: first.mb,
        warmMb: (second[0] ?? last).mb,
        endMb: last.mb,
        secondQuarterMb: second.length ? mean(second.map((sample) => sample.mb)) : NaN,
        lastQuarterMb: fourth.length ? mean(fourth.map((sample) => sample.mb)) : NaN,
        judged: 'ok',
      };
      if (series.killed) row.judged = 'not judged (killed)';
      else if (last.at - first.at < JUDGED_FROM_MS || !second.length || !fourth.length)
        row.judged = 'not judged (too short)';
      else if (
        row.lastQuarterMb > row.secondQuarterMb * GROWTH_RATIO &&
        row.lastQuarterMb - row.secondQuarterMb > GROWTH_MB
      ) {
        row.judged = 'GROWS';
        failures.add(
          'memory',
          `${series.label} (pid ${series.pid}): mean RSS ${row.lastQuarterMb.toFixed(0)} MB in the last quarter vs ${row.secondQuarterMb.toFixed(0)} MB in the second (more than +20% and +40 MB)`,
        );
      }
      return row;
    });
  }
}
