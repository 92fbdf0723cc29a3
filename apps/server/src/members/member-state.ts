import type { TUser } from '@app/shared';

type TProfileStatus = TUser['profile']['status'];

/**
 * The profile status a member is shown of their own profile. In the database `profiles.status` is only
 * staff's decision (decision 015), but the spec shows an unconfirmed member their profile as disabled
 * ("profile status (disabled seen)"), and the web's activation reminder relies on that.
 *
 * Whether a profile is findable is not decided here: `member_is_searchable` in the database does
 * (migration 2026-11-28-0016-member-state), and `profiles.searchable` holds its answer.
 */
export function shownProfileStatus(userStatus: TUser['status'], profileStatus: TProfileStatus): TProfileStatus {
  return userStatus === 'confirmed' ? profileStatus : 'disabled';
}
