import { useEffect } from 'react';

/** Renew at least this long before an address ends, so a click a moment before still works. */
const RENEW_AHEAD_MS = 30_000;
/** Never sooner than this: a clock far ahead of the server's must not make every answer look expired. */
const RENEW_AT_LEAST_AFTER_MS = 60_000;

/** When a signed photo address (`/media-signed/…?expires=<seconds>`) stops working, in ms; null for others. */
export function signedAddressExpiry(address: string): number | null {
  if (!address.startsWith('/media-signed/')) return null;
  const expires = Number(new URL(address, 'http://x').searchParams.get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}

/** How long to wait before fetching fresh addresses: shortly before the first of them ends. */
export function renewDelay(addresses: readonly string[], now: number): number | null {
  const expiries = addresses.map(signedAddressExpiry).filter((expiry): expiry is number => expiry !== null);
  if (expiries.length === 0) return null;
  return Math.max(RENEW_AT_LEAST_AFTER_MS, Math.min(...expiries) - RENEW_AHEAD_MS - now);
}

/**
 * Full-size photos other than a main photo come as signed addresses that work for a few minutes. While
 * a page with such addresses stays open, this fetches its data again before they end (a photo opened
 * later, a link clicked later, still works); `refetch` is the query's own.
 */
export function useRenewSignedAddresses(addresses: readonly string[], refetch: () => unknown): void {
  const key = addresses.join('\n');
  useEffect(() => {
    const delay = renewDelay(key ? key.split('\n') : [], Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [key, refetch]);
}
