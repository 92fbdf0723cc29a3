import { z } from 'zod';
import { PHOTO_HOLD_REASONS } from '../contact-screening';
import { ABOUT_MAX_LENGTH, NAME_MAX_LENGTH, SEARCH_LAST_PAGE, SEARCH_SORTS } from '../constants';
import { COUNTRIES } from '../locales';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTEREST_KEYS,
  PHOTO_STATUSES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '../profile-options';
import { ZRowId } from './ids';
import { ZMemberCard } from './members';
import { ZRegionCode } from './reference';
import { COMPLAINT_REASONS, COMPLAINT_TEXT_MAX_LENGTH } from '../constants';
import { APPEAL_COMPLAINT_REASON, APPEALABLE_RISK_STATUSES } from '../member-risk';
import { fieldIssue } from '../field-messages';

/** Profile fields a site may show to others (setting `visible_profile_fields`). */
export const PROFILE_VISIBLE_FIELDS = [
  'age',
  'city',
  'region',
  'gender',
  'sexuality',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'interests',
] as const;
export type TProfileVisibleField = (typeof PROFILE_VISIBLE_FIELDS)[number];

/**
 * The full-size photo's address, to use as it is: the public address of a main photo, or a signed one
 * that works for a few minutes (fetch the data again for a fresh one).
 */
const ZPhotoUrl = z.string();

/** A photo as its owner sees it (pending ones included). */
export const ZOwnPhoto = z.object({
  id: z.number().int(),
  url: ZPhotoUrl,
  thumb_filename: z.string(),
  status: z.enum(PHOTO_STATUSES),
  main: z.boolean(),
  /** Why staff rejected it (a key of the catalogue's photos.rejections); null otherwise. */
  rejection_reason: z.string().nullable(),
  /** Why screening holds it for a moderator (issue 20); null otherwise. */
  hold_reason: z.enum(PHOTO_HOLD_REASONS).nullable(),
  /** Whether the member may make it the main photo (approved, and not explicit). */
  can_be_main: z.boolean(),
});
export type TOwnPhoto = z.infer<typeof ZOwnPhoto>;

/**
 * A photo as another member sees it (spec points 1 and 6): unlocked with its addresses, or locked
 * with only the blurred variant (a name unrelated to the others'), so a locked photo's full-size address
 * never leaves the server.
 */
export const ZVisiblePhoto = z.discriminatedUnion('locked', [
  z.object({ id: z.number().int(), locked: z.literal(false), url: ZPhotoUrl, thumb_filename: z.string() }),
  z.object({ id: z.number().int(), locked: z.literal(true), blur_filename: z.string() }),
]);
export type TVisiblePhoto = z.infer<typeof ZVisiblePhoto>;

/** The fields a member edits on their profile, in the order forms show them. */
export const PROFILE_FIELDS = [
  'name',
  'date_of_birth',
  'gender',
  'seeking',
  'sexuality',
  'country',
  'region',
  'city',
  'about',
  'interests',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
] as const;
export type TProfileField = (typeof PROFILE_FIELDS)[number];

const profileFields = {
  name: z.string().trim().min(2).max(NAME_MAX_LENGTH),
  date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date'),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  seeking: z.enum(GENDERS),
  country: z.enum(COUNTRIES),
  region: ZRegionCode.nullable(),
  city: z.string().trim().max(100),
  about: z.string().trim().max(ABOUT_MAX_LENGTH),
  interests: z.array(z.enum(INTEREST_KEYS)).max(INTEREST_KEYS.length),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
} satisfies Record<TProfileField, z.ZodType>;

/** GET /api/profile.php: the member's own profile, every field, with their photos and limit. */
export const ZOwnProfile = z.object({
  id: z.number().int(),
  age: z.number().int(),
  ...profileFields,
  photos: z.array(ZOwnPhoto),
  photo_limit: z.number().int(),
});
export type TOwnProfile = z.infer<typeof ZOwnProfile>;
export const ZOwnProfileResponse = z.object({ profile: ZOwnProfile });

/** PUT /api/profile.php: any subset of the fields (rules of spec point 5). */
export const ZProfileBody = z.object(profileFields).partial();
export type TProfileBody = z.infer<typeof ZProfileBody>;

/** DELETE /api/photos.php `{ id }`; PUT /api/photos.php `{ id, main: true }` makes it the main photo. */
export const ZPhotoIdBody = z.object({ id: ZRowId });
export const ZPhotoMainBody = z.object({ id: ZRowId, main: z.literal(true) });

/** GET /api/members.php: the search (spec point 3 "Search state"). */
export const ZMembersQuery = z.object({
  gender: z.enum(GENDERS).optional(),
  country: z.enum(COUNTRIES).optional(),
  countryregion: z.string().max(10).optional(),
  min_age: z.coerce.number().int().min(18).max(99).optional(),
  max_age: z.coerce.number().int().min(18).max(99).optional(),
  page: z.coerce.number().int().min(1).max(SEARCH_LAST_PAGE).default(1),
  /** Most recently active first (the default), or nearest first (members only; unknown places last). */
  sort: z.enum(SEARCH_SORTS).optional(),
  /** Only members whose selfie check verified them (issue 20 item 4). */
  verified: z.literal('1').optional(),
  /** The visitor arrived with a traffic source (spec point 4, logged-out search). */
  trafficsource: z.literal('1').optional(),
});
export type TMembersQuery = z.infer<typeof ZMembersQuery>;
export const ZMembersResponse = z.object({
  results: z.array(ZMemberCard),
  /** At most SEARCH_COUNT_CAP: the screen shows "1,000+" then. */
  numResults: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** When the filters find few members: others found with relaxed filters. */
  similar: z.array(ZMemberCard),
});
export type TMembersResponse = z.infer<typeof ZMembersResponse>;

/** GET /api/member.php?id=: one member as the viewer may see them. */
export const ZMemberQuery = z.object({ id: ZRowId });
export const ZMemberProfile = ZMemberCard.extend({
  gender: z.enum(GENDERS),
  /** Fields the site shows (visible_profile_fields); the others are null. */
  sexuality: z.enum(SEXUALITIES).nullable(),
  region: z.string().nullable(),
  region_name: z.string().nullable(),
  about: z.string().nullable(),
  interests: z.array(z.enum(INTEREST_KEYS)),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  /** The main image's address for sharing: its path appended to the site's cdn_prefix. */
  match: z.string().nullable(),
  photos: z.array(ZVisiblePhoto),
  photo_count: z.number().int(),
  liked: z.boolean(),
  liked_me: z.boolean(),
  is_match: z.boolean(),
  blocked: z.boolean(),
});
export type TMemberProfile = z.infer<typeof ZMemberProfile>;
export const ZMemberResponse = z.object({ profile: ZMemberProfile });

/** POST /api/like.php `{ id }` likes, DELETE takes it back. A mutual like is a match. */
export const ZLikeBody = z.object({ id: ZRowId });
export const ZLikeResponse = z.object({ match: z.boolean() });

/** GET /api/likes.php (spec point 7): cards of everyone involved, the likes given and received. */
export const ZLikeEntry = z.object({ id: z.number().int(), like_new: z.boolean(), created_at: z.string() });
export const ZLikesResponse = z.object({
  profiles: z.array(ZMemberCard),
  likes: z.array(ZLikeEntry),
  liked_by: z.array(ZLikeEntry),
});
export type TLikesResponse = z.infer<typeof ZLikesResponse>;
export const LIKE_LIST_TYPES = ['received', 'given', 'matches'] as const;

/** GET /api/auto-like.php: a suitable fictional profile likes the member; null when none is left. */
export const ZAutoLikeResponse = z.object({
  profile: z
    .object({ id: z.number().int(), name: z.string(), main_image: z.object({ match: z.string() }).nullable() })
    .nullable(),
});

/** The swipe game: GET /api/swipe.php cards and allowance; POST a like or pass; DELETE undoes the last pass. */
export const ZSwipeState = z.object({
  cards: z.array(ZMemberCard),
  likes_left: z.number().int(),
  /** When the next daily allowance starts (ISO), if none is left. */
  next_allowance_at: z.string().nullable(),
  can_undo: z.boolean(),
});
export type TSwipeState = z.infer<typeof ZSwipeState>;
export const ZSwipeBody = z.object({ id: ZRowId, action: z.enum(['like', 'pass']) });
export const ZSwipeResponse = ZSwipeState.extend({ match: z.boolean() });

/** GET /api/match-finder.php and GET /api/signup-matches.php: suggestions with shared interests. */
export const ZSuggestion = ZMemberCard.extend({ shared_interests: z.array(z.enum(INTEREST_KEYS)) });
export const ZSuggestionsResponse = z.object({ profiles: z.array(ZSuggestion) });
export type TSuggestion = z.infer<typeof ZSuggestion>;
/** POST /api/likes.php `{ ids }`: like several suggestions at once (signup matches). */
export const ZBulkLikeBody = z.object({ ids: z.array(ZRowId).min(1).max(24) });
export const ZBulkLikeResponse = z.object({ matches: z.array(z.number().int()) });

/** POST / DELETE /api/block.php `{ id }`; GET /api/blocks.php lists the blocked members. */
export const ZBlockBody = z.object({ id: ZRowId });
export const ZBlocksResponse = z.object({ profiles: z.array(ZMemberCard) });

/** POST /api/complaints.php: a report; "something else" needs a description to act on. */
export const ZComplaintBody = z
  .object({
    /** `appeal`: a logged-in member appeals a moderator's decision after a risk review (not in the report form). */
    reason: z.enum([...COMPLAINT_REASONS, APPEAL_COMPLAINT_REASON]),
    text: z.string().trim().max(COMPLAINT_TEXT_MAX_LENGTH).default(''),
    profile_id: ZRowId.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.reason === 'other' || body.reason === APPEAL_COMPLAINT_REASON) && !body.text)
      ctx.addIssue({ ...fieldIssue('required'), path: ['text'] });
  });
export const ZComplaintResponse = z.object({ complaint: z.object({ id: z.number().int() }) });

/** GET /api/appeal.php: the decision after a risk review the member may still appeal, if any. */
export const ZAppealStatusResponse = z.object({
  appeal: z
    .object({
      decision: z.enum(APPEALABLE_RISK_STATUSES),
      decided_at: z.string(),
    })
    .nullable(),
});
export type TAppealStatus = z.infer<typeof ZAppealStatusResponse>['appeal'];
