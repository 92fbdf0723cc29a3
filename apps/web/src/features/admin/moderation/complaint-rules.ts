import { COMPLAINT_ACTIONS, COMPLAINT_REASONS, type TComplaintAction } from '@app/shared';

/** The queue's filters: the server lists one status at a time. */
export const COMPLAINT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type TComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINTS_PAGE_SIZE = 25;

export type TComplaintReason = (typeof COMPLAINT_REASONS)[number];

export function isComplaintStatus(value: string | null): value is TComplaintStatus {
  return (COMPLAINT_STATUSES as readonly (string | null)[]).includes(value);
}

export function isComplaintReason(value: string): value is TComplaintReason {
  return (COMPLAINT_REASONS as readonly string[]).includes(value);
}

/** A positive whole page number from the address (`?page=`), else the first page. */
export function pageFromParam(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** A record id from the address (`:complaintId`, `:userId`): a positive whole number the server accepts, else null. */
export function idFromParam(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Why an action is not offered: the role lacks it, nobody was reported, or no photo is left to hide. */
export type TActionBlock = 'role' | 'noMember' | 'noPhoto';

/**
 * Whether this staff member may take `action` on this complaint, or why not: every action needs
 * `complaints.resolve`, a ban also `members.ban` (the server checks the same); only dismissing applies
 * without a reported member, and hiding a photo needs a photo that is not rejected already.
 */
export function actionBlock(
  action: TComplaintAction,
  permissions: readonly string[],
  complaint: { hasReportedMember: boolean; hideablePhotoCount: number },
): TActionBlock | null {
  if (!permissions.includes('complaints.resolve')) return 'role';
  if (action === 'ban' && !permissions.includes('members.ban')) return 'role';
  if (action !== 'dismiss' && !complaint.hasReportedMember) return 'noMember';
  if (action === 'hide_photo' && complaint.hideablePhotoCount === 0) return 'noPhoto';
  return null;
}

/** The photos a moderator can still hide: the ones not rejected already. */
export function hideablePhotos<T extends { status: string }>(photos: readonly T[]): T[] {
  return photos.filter((photo) => photo.status !== 'rejected');
}

/** The server writes an outcome as `<action>` or `<action>: <note>`; the console shows the action's name and the note. */
export function parseResolution(resolution: string | null): { action: TComplaintAction | null; note: string } {
  if (!resolution) return { action: null, note: '' };
  const separator = resolution.indexOf(': ');
  const head = separator === -1 ? resolution : resolution.slice(0, separator);
  const note = separator === -1 ? '' : resolution.slice(separator + 2);
  const action = (COMPLAINT_ACTIONS as readonly string[]).includes(head) ? (head as TComplaintAction) : null;
  return action ? { action, note } : { action: null, note: resolution };
}
