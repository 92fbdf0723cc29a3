import { parseArgs } from 'node:util';

export interface TSoakOptions {
  /** Active driving time; the idle gaps come on top (see timeline.ts). */
  minutes: number;
  /** JOB_TIME_SCALE for the server: every job's interval, first run and waiting period shrink by it. */
  jobScale: number;
  database: 'pglite' | 'postgres';
  redis: boolean;
  processes: number;
  killMidway: boolean;
  /** Seconds the soak's redis-server is down at 60% of the run, or null for no outage. */
  redisOutageSeconds: number | null;
  members: number;
  keepData: boolean;
  /** Seeds every member's choices and think times. */
  seed: number;
}

export const USAGE =
  'Usage: npm run soak -- [--minutes N] [--job-scale X] [--database pglite|postgres] [--redis] [--processes N]' +
  ' [--kill-midway] [--redis-outage SECONDS] [--members N] [--keep-data] [--seed N]';

export class UsageError extends Error {}

function numberOption(name: string, raw: string | undefined, fallback: number, check: (value: number) => boolean) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || !check(value))
    throw new UsageError(`bad value for --${name}: ${raw}`);
  return value;
}

const isPositiveInteger = (value: number) => Number.isInteger(value) && value > 0;

/** Parses the command line; throws UsageError with a reason the caller prints next to USAGE. */
export function parseOptions(argv: string[]): TSoakOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        minutes: { type: 'string' },
        'job-scale': { type: 'string' },
        database: { type: 'string' },
        redis: { type: 'boolean' },
        processes: { type: 'string' },
        'kill-midway': { type: 'boolean' },
        'redis-outage': { type: 'string' },
        members: { type: 'string' },
        'keep-data': { type: 'boolean' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const database = values.database ?? 'pglite';
  if (database !== 'pglite' && database !== 'postgres')
    throw new UsageError(`--database must be pglite or postgres, not ${database}`);
  const processes = numberOption('processes', values.processes, 1, isPositiveInteger);
  if (processes > 1 && database !== 'postgres')
    throw new UsageError('--processes above 1 needs --database postgres (PGlite is one process)');
  const redisOutage = values['redis-outage'];
  const options: TSoakOptions = {
    minutes: numberOption('minutes', values.minutes, 20, (value) => value > 0 && value <= 24 * 60),
    jobScale: numberOption('job-scale', values['job-scale'], 1, (value) => value > 0 && value <= 1),
    database,
    // Several processes only share realtime events through Redis; an outage needs a redis-server to stop.
    redis: Boolean(values.redis) || processes > 1 || redisOutage !== undefined,
    processes,
    killMidway: Boolean(values['kill-midway']),
    redisOutageSeconds:
      redisOutage === undefined ? null : numberOption('redis-outage', redisOutage, 0, (value) => value > 0),
    members: numberOption('members', values.members, 24, (value) => isPositiveInteger(value) && value >= 2),
    keepData: Boolean(values['keep-data']),
    seed: numberOption('seed', values.seed, 1, (value) => Number.isInteger(value) && value >= 0),
  };
  return options;
}
