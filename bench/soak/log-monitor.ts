import fs from 'node:fs';
import type { Disruptions } from './disruptions';
import type { Failures } from './failures';
import type { TServerSlot } from './server-processes';

const LINE_SHOWN = 2_000;

interface TPinoLine {
  level?: number;
  msg?: string;
}

/**
 * Reads every line the servers print (also into the run's log file): "unhandled rejection", "uncaught
 * exception" or a pino line at error or fatal (level >= 50) is a failure; warnings are counted.
 */
export class LogMonitor {
  readonly warnings = new Map<string, number>();
  warningsInOutage = 0;
  lines = 0;
  readonly stderrLines: string[] = [];
  /** Unstructured lines printed while Redis was deliberately down (the outage warnings among them). */
  stderrInOutage = 0;
  readonly outageMessages: string[] = [];
  private readonly file: fs.WriteStream;

  constructor(
    readonly path: string,
    private readonly failures: Failures,
    private readonly disruptions: Disruptions,
  ) {
    this.file = fs.createWriteStream(path, { flags: 'a' });
  }

  note(line: string): void {
    this.file.write(`${new Date().toISOString()} soak | ${line}\n`);
  }

  line(slot: TServerSlot, stream: 'stdout' | 'stderr', line: string): void {
    this.lines++;
    this.file.write(`${new Date().toISOString()} ${slot.label} ${stream} | ${line}\n`);
    let parsed: TPinoLine | null = null;
    if (line.startsWith('{')) {
      try {
        parsed = JSON.parse(line) as TPinoLine;
      } catch {
        parsed = null;
      }
    }
    const shown = line.length > LINE_SHOWN ? `${line.slice(0, LINE_SHOWN)}…` : line;
    if (/unhandled rejection|uncaught exception/i.test(line) || (parsed?.level ?? 0) >= 50) {
      this.failures.add('server log', `${slot.label} ${stream}: ${shown}`);
      return;
    }
    if (parsed?.level === 40) {
      if (this.disruptions.inRedisWindow()) this.warningsInOutage++;
      const key = parsed.msg ?? '(no msg)';
      this.warnings.set(key, (this.warnings.get(key) ?? 0) + 1);
    } else if (!parsed && stream === 'stderr' && line.trim()) {
      if (!this.disruptions.inRedisWindow()) this.stderrLines.push(`${slot.label}: ${shown}`);
      else {
        this.stderrInOutage++;
        if (/Redis does not answer/.test(line))
          this.outageMessages.push(`${slot.label}: ${shown.replace(/^\}\s*/, '')}`);
      }
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.file.end(resolve));
  }
}
