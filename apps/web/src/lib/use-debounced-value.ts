import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (a discount code or a chat draft is checked when the member pauses typing). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
