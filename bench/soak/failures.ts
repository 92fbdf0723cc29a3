import type { RunClock } from './timeline';

export interface TFailure {
  at: string;
  stamp: string;
  kind: string;
  detail: string;
}

/** Printed at once; beyond this many the rest are only counted (a dead server would flood the screen). */
const PRINT_AT_MOST = 300;

/** Every sign of trouble the run saw, printed as it happens and summed up at the end. */
export class Failures {
  readonly list: TFailure[] = [];
  readonly warnings: string[] = [];
  /** The state of the machine, appended to each failure (machine-monitor.ts). */
  machine: () => string = () => '';

  constructor(private readonly clock: RunClock) {}

  add(kind: string, detail: string): void {
    const machine = this.machine();
    const failure = {
      at: new Date().toISOString(),
      stamp: this.clock.stamp(),
      kind,
      detail: machine ? `${detail} [${machine}]` : detail,
    };
    this.list.push(failure);
    if (this.list.length <= PRINT_AT_MOST)
      console.log(`FAIL [${failure.stamp} ${failure.at}] ${kind}: ${failure.detail}`);
    else if (this.list.length === PRINT_AT_MOST + 1) console.log(`FAIL … further failures are only counted`);
  }

  warn(detail: string): void {
    this.warnings.push(`[${this.clock.stamp()}] ${detail}`);
    if (this.warnings.length <= PRINT_AT_MOST) console.log(`warn [${this.clock.stamp()}] ${detail}`);
  }
}
