/** Periods of whole UTC days as the console's figure screens hold them in the address (`from`, `to`). */

export const DAY_MS = 86_400_000;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(dayTime(value) || 0) === value;

/** The last `days` UTC days up to and including today. */
export function lastDays(days: number, now: number): { from: string; to: string } {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** The period in the address, or `fallback` for a bound that is missing or malformed. */
export function dayRangeOf(params: URLSearchParams, fallback: { from: string; to: string }) {
  const from = params.get('from');
  const to = params.get('to');
  return { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
}
