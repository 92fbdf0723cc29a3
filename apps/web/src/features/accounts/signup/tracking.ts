import { LOCAL_STORAGE_KEYS, TRACKING_FIELDS, type TSettings } from '@app/shared';

export type TTracking = Partial<Record<(typeof TRACKING_FIELDS)[number], string>>;

const STORAGE_KEY = LOCAL_STORAGE_KEYS.tracking;

/** The traffic source in a query string (spec point 3): network, ref, sub1, sub2, sub3. */
export function trackingFromQuery(search: string): TTracking {
  const params = new URLSearchParams(search);
  const tracking: TTracking = {};
  for (const field of TRACKING_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) tracking[field] = value.slice(0, 100);
  }
  return tracking;
}

/**
 * Keeps the traffic source of the first visit that had one: a later visit through another link
 * does not overwrite who brought the visitor.
 */
export function captureTracking(search: string, storage: Storage = localStorage): void {
  const tracking = trackingFromQuery(search);
  if (Object.keys(tracking).length === 0) return;
  try {
    if (!storage.getItem(STORAGE_KEY)) storage.setItem(STORAGE_KEY, JSON.stringify(tracking));
  } catch {
    // Without storage the source is only known on the arrival page itself.
  }
}

export function storedTracking(storage: Storage = localStorage): TTracking {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as TTracking;
    return trackingFromQuery(new URLSearchParams(stored as Record<string, string>).toString());
  } catch {
    return {};
  }
}

export function hasTrafficSource(tracking: TTracking): boolean {
  return Object.values(tracking).some(Boolean);
}

/** Signup allowed when signups is all, or with_trafficsource and a traffic source exists (spec point 4). */
export function signupAllowed(signups: TSettings['signups'], tracking: TTracking): boolean {
  return signups === 'all' || (signups === 'with_trafficsource' && hasTrafficSource(tracking));
}
