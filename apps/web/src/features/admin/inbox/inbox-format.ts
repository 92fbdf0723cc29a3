import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { displayName } from '../../../lib/format';
import { durationParts } from './inbox-logic';

/** A wait or response time in its two largest units ("1 h 12 min"), in the console language. */
export function formatDuration(t: TFunction<'console-inbox'>, seconds: number): string {
  const { days, hours, minutes, seconds: rest } = durationParts(seconds);
  if (days) return t('duration.days', { days, hours });
  if (hours) return t('duration.hours', { hours, minutes });
  if (minutes) return t('duration.minutes', { minutes });
  return t('duration.seconds', { seconds: rest });
}

/** A language code ("de") as its name in the console language ("German"). */
export function languageName(code: string, language: string): string {
  return displayName(code, 'language', language);
}

/** The time now (ms), ticking every `intervalMs`, for waiting times that grow on screen. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
