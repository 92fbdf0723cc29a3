/**
 * Why the server closed a member's socket on /api/ws for good. The tab must not reconnect after any of
 * them: the session behind it is over, and a new socket would only be refused again.
 */
export const REALTIME_CLOSE = {
  /** The session ended (logout, password change or reset elsewhere) or was never known. */
  SESSION_ENDED: 4401,
  /** Moderators banned the member: every session ended. */
  BANNED: 4403,
  /** The member deleted the account (or it was erased). */
  ACCOUNT_DELETED: 4410,
} as const;
export type TRealtimeCloseCode = (typeof REALTIME_CLOSE)[keyof typeof REALTIME_CLOSE];

const FINAL_CODES: ReadonlySet<number> = new Set(Object.values(REALTIME_CLOSE));

/** Whether a close code says the session is over (so reconnecting is pointless). */
export function isSessionOverClose(code: number): code is TRealtimeCloseCode {
  return FINAL_CODES.has(code);
}
