import { OPERATOR_ANSWER_TARGET_SECONDS } from '@app/shared';
/** The inbox's pure rules: how long members wait, which conversation comes next, the figures' periods. */

export interface TDurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds split into days, hours, minutes and seconds; never negative. */
export function durationParts(totalSeconds: number): TDurationParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Seconds since `since` (an ISO time) at `now` (ms); 0 without a time or for one in the future. */
export function secondsSince(since: string | null, now: number): number {
  if (!since) return 0;
  return Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
}

/** A member waiting longer than this is late: the dashboards count answers within 5 minutes. */
export const OVERDUE_SECONDS = OPERATOR_ANSWER_TARGET_SECONDS;

export interface TQueueEntry {
  conversation_id: number;
  claimed_by: number | null;
}

/**
 * The conversation to open after answering one: the longest waiting one (the list comes oldest first)
 * that nobody else has claimed, other than the one just answered. Null when there is none.
 */
export function nextConversation<T extends TQueueEntry>(queue: readonly T[], staffId: number, done: number): T | null {
  return (
    queue.find(
      (entry) => entry.conversation_id !== done && (entry.claimed_by === null || entry.claimed_by === staffId),
    ) ?? null
  );
}

export const FIGURE_PERIODS = ['today', 'week', 'month'] as const;
export type TFigurePeriod = (typeof FIGURE_PERIODS)[number];
const PERIOD_DAYS: Record<TFigurePeriod, number> = { today: 1, week: 7, month: 30 };

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The UTC days (inclusive, as the stats call takes them) of a figures period ending today. */
export function periodRange(period: TFigurePeriod, now: number): { from: string; to: string } {
  return { from: isoDay(now - (PERIOD_DAYS[period] - 1) * 86_400_000), to: isoDay(now) };
}

/** Text for a quick reply put into the reply box: alone when it is empty, else on a new line. */
export function withQuickReply(draft: string, quickReply: string): string {
  const kept = draft.trimEnd();
  return kept ? `${kept}\n${quickReply}` : quickReply;
}
