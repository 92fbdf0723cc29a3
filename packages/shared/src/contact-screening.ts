import { z } from 'zod';

/**
 * What a site does with a phone number, e-mail address, link or messenger handle written in a message or a
 * profile text (issue 20 item 1): let it through, let it through and flag it for the moderators, hide it
 * before delivery (and flag it), or refuse the message with an explanation in the composer (and flag it).
 */
export const CONTACT_DETAIL_POLICIES = ['allow', 'flag', 'mask', 'refuse'] as const;
export type TContactDetailPolicy = (typeof CONTACT_DETAIL_POLICIES)[number];

export const CONTACT_DETAIL_KINDS = ['phone', 'email', 'link', 'handle'] as const;
export type TContactDetailKind = (typeof CONTACT_DETAIL_KINDS)[number];

/** What a masked contact detail becomes in the delivered text. */
export const CONTACT_DETAIL_MASK = '•••';

/** Where in a text a contact detail stands (UTF-16 indices, end exclusive), for highlighting and masking. */
export const ZContactSpan = z.object({
  kind: z.enum(CONTACT_DETAIL_KINDS),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type TContactSpan = z.infer<typeof ZContactSpan>;

/** How the composer waits after the last key before asking whether the text holds contact details. */
export const CONTACT_CHECK_DELAY_MS = 600;

/** POST /api/message_check.php: a draft the composer asks about before it is sent. */
export const ZContactCheckBody = z.object({ body: z.string().max(20_000) });
export const ZContactCheckResponse = z.object({
  /** The site's policy: what sending this text would do. */
  policy: z.enum(CONTACT_DETAIL_POLICIES),
  findings: z.array(ZContactSpan),
});
export type TContactCheckResponse = z.infer<typeof ZContactCheckResponse>;

/** The moderators' list of flags. */
export const CONTACT_FLAG_SOURCES = ['message', 'profile'] as const;
export type TContactFlagSource = (typeof CONTACT_FLAG_SOURCES)[number];
export const CONTACT_FLAG_ACTIONS = ['flagged', 'masked', 'refused'] as const;
export type TContactFlagAction = (typeof CONTACT_FLAG_ACTIONS)[number];
export const CONTACT_FLAG_STATUSES = ['open', 'dismissed', 'warned'] as const;
export type TContactFlagStatus = (typeof CONTACT_FLAG_STATUSES)[number];

/**
 * Why an uploaded photo waits for a moderator after screening (issue 20 item 3): a face that looks clearly under
 * 18 (urgent), an explicit picture that would be the main photo, an explicit picture on a site that reviews every
 * explicit photo, or a main photo without a face.
 */
export const PHOTO_HOLD_REASONS = ['minor', 'explicit', 'explicit_not_allowed', 'no_face'] as const;
export type TPhotoHoldReason = (typeof PHOTO_HOLD_REASONS)[number];

/**
 * What a site does with a photo the models rate explicit, by niche: `not_main` shows it among the member's other
 * photos but never as the main photo; `review` holds every explicit photo for a moderator.
 */
export const EXPLICIT_PHOTO_POLICIES = ['not_main', 'review'] as const;
export type TExplicitPhotoPolicy = (typeof EXPLICIT_PHOTO_POLICIES)[number];

/** A new site's policy: the plain niche (1) is general dating and reviews explicit photos; the adult niches show them. */
export const explicitPhotoPolicyOf = (niche: number): TExplicitPhotoPolicy => (niche === 1 ? 'review' : 'not_main');

/** What the moderators see of a photo's screening: the NSFW model's explicit score, the faces and the youngest age. */
export const ZPhotoScreeningSummary = z.object({
  /** 0 to 1: the model's "porn" and "hentai" together. */
  explicit: z.number(),
  faces: z.number().int(),
  /** The lowest age the model estimated for a face; null without a face. */
  youngest_age: z.number().nullable(),
});
export type TPhotoScreeningSummary = z.infer<typeof ZPhotoScreeningSummary>;
