import type { TFailure } from './failures';
import type { TJobFigure } from './health-monitor';
import type { TMemoryRow } from './memory-monitor';
import type { TSoakOptions } from './options';
import type { RealtimeTracker } from './realtime';
import { percentile, type RequestStats } from './request-stats';
import type { TActivity } from './soak-context';
import type { TTimeline } from './timeline';

export interface TReportInput {
  options: TSoakOptions;
  plan: TTimeline;
  ranMs: number;
  stats: RequestStats;
  health: { count: number; max: number; p99: number; degradedExcused: number };
  memory: TMemoryRow[];
  mails: Record<string, number>;
  jobs: TJobFigure[] | null;
  realtime: RealtimeTracker;
  sockets: { members: number; reconnects: number };
  activity: TActivity;
  logs: {
    lines: number;
    warnings: Map<string, number>;
    warningsInOutage: number;
    stderr: string[];
    stderrInOutage: number;
    outageMessages: string[];
    path: string;
  };
  machine: { cores: number; maxLoad: number; maxLagMs: number };
  failures: TFailure[];
  warnings: string[];
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const mb = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const s = (value: number) => `${(value / 1000).toFixed(0)} s`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), ...rows.map(line)].map((text) => `  ${text}`).join('\n');
}

/** The figures of the run, printed whatever the verdict. */
export function formatReport(input: TReportInput): string {
  const { options, plan, stats } = input;
  const out: string[] = ['', '══════════ soak report ══════════'];
  out.push(
    `duration        ${s(input.ranMs)} on the clock (planned ${s(plan.wallMs)}: ${s(plan.activeMs)} active + ${plan.gaps.length} idle gaps of 100 s at ${plan.gaps.map((gap) => s(gap.startMs)).join(', ')})`,
    `processes       ${options.processes}${options.killMidway ? ` (last one killed at ${s(plan.killAtMs!)}, restarted at ${s(plan.restartAtMs!)})` : ''}`,
    `database        ${options.database}${options.redis ? ', Redis' : ''}${plan.redisOutage ? ` (stopped ${s(plan.redisOutage.startMs)}–${s(plan.redisOutage.endMs)})` : ''}`,
    `job scale       ${options.jobScale}`,
    `members         ${options.members} (${input.sockets.members} with an open WebSocket), seed ${options.seed}`,
  );

  const kinds = [...stats.durations].sort((a, b) => b[1].length - a[1].length);
  const all = kinds.flatMap(([, times]) => times).sort((a, b) => a - b);
  out.push(
    '',
    `requests        ${stats.total} (lost to the kill ${stats.lostToKill}, refused connections moved to another backend ${stats.retriedElsewhere}, held while no backend was up ${stats.queuedForBackend})`,
  );
  const row = (name: string, sorted: number[]) => [
    name,
    String(sorted.length),
    ms(percentile(sorted, 0.5)),
    ms(percentile(sorted, 0.95)),
    ms(percentile(sorted, 0.99)),
    ms(sorted[sorted.length - 1] ?? NaN),
  ];
  out.push(
    table(
      ['kind', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [
        row('all', all),
        ...kinds.map(([kind, times]) =>
          row(
            kind,
            [...times].sort((a, b) => a - b),
          ),
        ),
      ],
    ),
  );
  const statuses = [...stats.byStatus].sort((a, b) => b[1] - a[1]);
  const errors = statuses.filter(([code]) => !/^[23]/.test(code));
  out.push(
    '',
    `answers by status: ${statuses.map(([code, count]) => `${code} ×${count}`).join(', ')}`,
    `errors by status:  ${errors.map(([code, count]) => `${code} ×${count}`).join(', ') || 'none'}`,
  );

  const { activity } = input;
  out.push(
    '',
    `members did     ${activity.signups} signups, ${activity.activations} activations, ${activity.logouts} logouts, ${activity.logins} logins, ${activity.searches} searches, ${activity.profileViews} profiles, ${activity.likes} likes, ${activity.messages} messages, ${activity.chatReads} chats read, ${activity.purchases} purchases, ${activity.resetRequests} reset requests, ${activity.blocks} blocks`,
    `refusals        ${
      Object.entries(activity.refusals)
        .map(([code, count]) => `${code} ×${count}`)
        .join(', ') || 'none'
    }`,
    `healthz         ${input.health.count} answers, max ${ms(input.health.max)} ms, p99 ${ms(input.health.p99)} ms, excused "degraded" ${input.health.degradedExcused}`,
  );
  out.push(
    '',
    'memory (RSS MB)',
    table(
      ['process', 'start', 'after warm-up', 'end', 'mean Q2', 'mean Q4', 'verdict'],
      input.memory.map((m) => [
        m.label,
        mb(m.startMb),
        mb(m.warmMb),
        mb(m.endMb),
        mb(m.secondQuarterMb),
        mb(m.lastQuarterMb),
        m.judged,
      ]),
    ),
  );
  out.push(
    '',
    `mails           ${
      Object.entries(input.mails)
        .map(([kind, count]) => `${kind} ×${count}`)
        .join(', ') || 'none'
    }`,
    `job runs        ${input.jobs ? input.jobs.map((job) => `${job.name} ×${job.runs}${job.failing ? ' (failing)' : ''}`).join(', ') : 'unknown'}`,
  );
  const latency = input.realtime.latency;
  out.push(
    `websocket       ${input.realtime.delivered} messages delivered (p50 ${ms(latency.p50)} ms, p99 ${ms(latency.p99)} ms, max ${ms(latency.max)} ms), ${input.realtime.missed} lost, ${input.realtime.missedExcused} missed while reconnecting or during an outage; ${input.sockets.reconnects} reconnects`,
    `server logs     ${input.logs.lines} lines; warnings: ${[...input.logs.warnings].map(([msg, count]) => `"${msg}" ×${count}`).join(', ') || 'none'}${input.logs.warningsInOutage ? ` (${input.logs.warningsInOutage} during the Redis outage)` : ''}`,
  );
  if (input.logs.stderrInOutage)
    out.push(
      `                ${input.logs.stderrInOutage} unstructured stderr lines (not pino JSON) during the Redis outage, e.g.:`,
      ...input.logs.outageMessages.slice(0, 6).map((line) => `    ${line}`),
    );
  if (input.logs.stderr.length)
    out.push(
      `stderr lines    ${input.logs.stderr.length}:`,
      ...input.logs.stderr.slice(0, 20).map((line) => `  ${line}`),
    );
  if (input.warnings.length)
    out.push(`soak warnings   ${input.warnings.length}:`, ...input.warnings.slice(0, 20).map((line) => `  ${line}`));
  out.push(
    `machine         load average (1 min) up to ${input.machine.maxLoad.toFixed(1)} on ${input.machine.cores} cores; the soak's own event loop lagged up to ${ms(input.machine.maxLagMs)} ms`,
    `log file        ${input.logs.path}`,
  );

  out.push('');
  if (input.failures.length === 0) out.push('VERDICT: PASS');
  else {
    const byKind = new Map<string, number>();
    for (const failure of input.failures) byKind.set(failure.kind, (byKind.get(failure.kind) ?? 0) + 1);
    out.push(
      `VERDICT: FAIL – ${input.failures.length} failures (${[...byKind].map(([kind, count]) => `${kind} ×${count}`).join(', ')})`,
      ...input.failures
        .slice(0, 40)
        .map((failure) => `  [${failure.stamp}] ${failure.kind}: ${failure.detail.slice(0, 600)}`),
    );
    if (input.failures.length > 40)
      out.push(`  … and ${input.failures.length - 40} more (all printed above as they happened)`);
  }
  return out.join('\n');
}
