export type TMailChangeResult = 'done' | 'invalid' | 'taken' | 'failed';

/** What the confirmation link of a new address led to, from the error code of POST /api/mail-change.php. */
export function mailChangeResult(code: string | null): TMailChangeResult {
  if (code === null) return 'done';
  if (code === 'link_invalid' || code === 'invalid_input') return 'invalid';
  if (code === 'email_taken') return 'taken';
  return 'failed';
}
