import { useEffect, useState } from 'react';

export interface TCountdown {
  hours: string;
  minutes: string;
  seconds: string;
}

/** Time left as two-digit hours, minutes and seconds (spec point 3 "countdownTimer"); never negative. */
export function countdownParts(millisecondsLeft: number): TCountdown {
  const total = Math.max(0, Math.ceil(millisecondsLeft / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    hours: two(Math.floor(total / 3600)),
    minutes: two(Math.floor((total % 3600) / 60)),
    seconds: two(total % 60),
  };
}

/** Milliseconds until `target`, ticking every second; 0 once it has passed, and the ticking stops. */
export function useMillisecondsUntil(target: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = target === null ? 0 : Math.max(0, target - now);
  const done = left === 0;
  useEffect(() => {
    if (target === null || done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target, done]);
  return left;
}
