import type { TLoggedInMember } from '../auth/logged-in-member';

/** The logged-in member as the members feature needs them: their profile and what they seek. */
export type TViewer = Pick<
  TLoggedInMember,
  | 'userId'
  | 'profileId'
  | 'siteId'
  | 'paidUser'
  | 'gender'
  | 'seeking'
  | 'sexuality'
  | 'position'
  | 'dateOfBirth'
  | 'country'
  | 'region'
  | 'interests'
>;
