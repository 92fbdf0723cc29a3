import type { TConfig } from '../config/env';

/** A waiting period a scheduled job checks for, shortened in soak runs (JOB_TIME_SCALE below 1). */
export function scaledMinutes(config: Pick<TConfig, 'JOB_TIME_SCALE'>, minutes: number): number {
  return minutes * config.JOB_TIME_SCALE;
}
