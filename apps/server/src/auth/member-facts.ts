/**
 * The logged-in member as every feature needs them: account, profile and what they seek. Features take the
 * part they use (`TViewer`, `TChatter`, `TBuyerFacts` are picks of it), so there is one loader and one query:
 * the session's own lookup reads them in the same statement (`findLiveSession`).
 */
export interface TLoggedInMember {
  userId: number;
  profileId: number;
  siteId: number;
  email: string;
  language: string;
  confirmed: boolean;
  paidUser: boolean;
  signupDate: Date;
  gender: 'male' | 'female';
  seeking: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  /** Where their city (else region) lies; null when neither is known. */
  position: { lat: number; lon: number } | null;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  country: string;
  region: string | null;
  interests: string[];
}

/** What the facts are read from: `users as u` left-joined to `profiles as p`. */
export const MEMBER_FACT_COLUMNS = [
  'u.email',
  'u.language',
  'u.status',
  'u.paid_user',
  'u.signup_date',
  'p.id as profile_id',
  'p.site_id',
  'p.gender',
  'p.seeking',
  'p.sexuality',
  'p.lat',
  'p.lon',
  'p.date_of_birth',
  'p.country',
  'p.region',
  'p.interests',
] as const;

/** The columns of MEMBER_FACT_COLUMNS; the profile's are null for an account without a profile. */
export interface TMemberFactRow {
  email: string;
  language: string;
  status: string;
  paid_user: boolean;
  signup_date: Date | string;
  profile_id: number | null;
  site_id: number | null;
  gender: TLoggedInMember['gender'] | null;
  seeking: TLoggedInMember['seeking'] | null;
  sexuality: TLoggedInMember['sexuality'] | null;
  lat: number | null;
  lon: number | null;
  date_of_birth: Date | string | null;
  country: string | null;
  region: string | null;
  interests: string[] | null;
}

/** The facts of a row, or null when the account has no profile (the features have nothing to work with). */
export function memberFactsOf(userId: number, row: TMemberFactRow): TLoggedInMember | null {
  if (
    row.profile_id === null ||
    row.site_id === null ||
    row.gender === null ||
    row.seeking === null ||
    row.sexuality === null ||
    row.date_of_birth === null ||
    row.country === null
  )
    return null;
  return {
    userId,
    profileId: row.profile_id,
    siteId: row.site_id,
    email: row.email,
    language: row.language,
    confirmed: row.status === 'confirmed',
    paidUser: row.paid_user,
    signupDate: new Date(row.signup_date),
    gender: row.gender,
    seeking: row.seeking,
    sexuality: row.sexuality,
    position: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    dateOfBirth: String(row.date_of_birth),
    country: row.country,
    region: row.region,
    interests: row.interests ?? [],
  };
}
