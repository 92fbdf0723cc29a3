/** Profile fields with a fixed set of values (spec point 3). */

export const GENDERS = ['male', 'female'] as const;
export type TGender = (typeof GENDERS)[number];

export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type TSexuality = (typeof SEXUALITIES)[number];

export const HAIR_COLORS = ['black', 'brown', 'blond', 'red', 'grey', 'bald', 'other'] as const;
export const EYE_COLORS = ['brown', 'blue', 'green', 'grey', 'hazel', 'other'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'divorced',
  'widowed',
  'separated',
  'in_relationship',
  'married',
] as const;

/** The interests of the spec, as stable keys; labels live in the locale catalogues. */
export const INTEREST_KEYS = [
  'adventure',
  'anal_sex',
  'animals',
  'art',
  'astrology',
  'barbecue',
  'beach',
  'beer',
  'biking',
  'bondage',
  'coffee',
  'cooking',
  'dancing',
  'exchanging_pictures',
  'fashion',
  'foodie',
  'gardening',
  'gym',
  'hiking',
  'hugging',
  'kissing',
  'lingerie',
  'massages',
  'masturbating',
  'movies',
  'music',
  'one_night_stand',
  'oral_sex',
  'outdoors',
  'party',
  'photography',
  'politics',
  'public_sex',
  'reading',
  'relationship',
  'sadomasochism',
  'safe_sex',
  'sex',
  'sex_toys',
  'shopping',
  'sports',
  'sushi',
  'tattoos',
  'tea',
  'theater',
  'threesome',
  'travelling',
  'vegetarian',
  'video_games',
  'wine',
] as const;
export type TInterestKey = (typeof INTEREST_KEYS)[number];

export const USER_STATUSES = ['not_confirmed', 'confirmed'] as const;
export const PROFILE_STATUSES = ['active', 'disabled'] as const;
export const PHOTO_STATUSES = ['active', 'pending', 'rejected'] as const;

/**
 * Why moderators reject a photo (the member reads it translated, catalogue `photos.rejections`).
 * `hidden_after_report` is set only by the complaint action that hides a photo.
 */
export const PHOTO_REJECTION_REASONS = [
  'not_a_person',
  'not_you',
  'explicit',
  'minor',
  'copyright',
  'poor_quality',
  'hidden_after_report',
] as const;
export type TPhotoRejection = (typeof PHOTO_REJECTION_REASONS)[number];
/** The reasons a moderator picks in the photo queue. */
export const PHOTO_QUEUE_REJECTION_REASONS = PHOTO_REJECTION_REASONS.filter(
  (reason): reason is Exclude<TPhotoRejection, 'hidden_after_report'> => reason !== 'hidden_after_report',
);
