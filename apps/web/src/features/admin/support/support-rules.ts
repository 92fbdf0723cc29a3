/** Search results the server answers at most (members.php). */
export const MEMBER_SEARCH_LIMIT = 50;

/** Erasing is confirmed by typing the member's e-mail address (letter case and outer spaces aside). */
export function eraseConfirmed(typed: string, email: string): boolean {
  return email.length > 0 && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

export type TMemberFlag = 'fictional' | 'banned' | 'deleted' | 'unconfirmed' | 'paid' | 'disabled' | 'invisible';

/** The badges a member row or file shows, most serious first. */
export function memberFlags(member: {
  fictional?: unknown;
  banned_at?: unknown;
  deleted_at?: unknown;
  status?: unknown;
  paid_user?: unknown;
  profile_status?: unknown;
  invisible?: unknown;
}): TMemberFlag[] {
  const flags: TMemberFlag[] = [];
  if (member.banned_at) flags.push('banned');
  if (member.deleted_at) flags.push('deleted');
  if (member.profile_status === 'disabled') flags.push('disabled');
  if (member.fictional === true) flags.push('fictional');
  if (member.status === 'not_confirmed') flags.push('unconfirmed');
  if (member.paid_user === true) flags.push('paid');
  if (member.invisible === true) flags.push('invisible');
  return flags;
}

/** A ledger change with its sign: +25, −3. */
export function signedDelta(delta: number, format: (value: number) => string): string {
  if (delta > 0) return `+${format(delta)}`;
  if (delta < 0) return `−${format(-delta)}`;
  return format(0);
}

/** Where a member came from (network, ref, sub ids), as one line; empty when nothing is known. */
export function trafficSource(member: Partial<Record<'network' | 'ref' | 'sub1' | 'sub2' | 'sub3', unknown>>): string {
  return (['network', 'ref', 'sub1', 'sub2', 'sub3'] as const)
    .map((key) => member[key])
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join(' · ');
}

export const exportFileName = (userId: number) => `member-${userId}.json`;
