/** First wait before reconnecting, and the longest. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 30_000;

/**
 * Wait before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, each between half and
 * all of that ("equal jitter"), so tabs that lost the server together do not come back all at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
