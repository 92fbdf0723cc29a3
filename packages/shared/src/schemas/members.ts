import { z } from 'zod';

/** Minutes of inactivity within which a member still counts as "online recently". */
export const ONLINE_RECENTLY_MINUTES = 15;

/** A member as a card shows them: only what a visitor may see. */
export const ZMemberCard = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  country: z.string(),
  /**
   * The main photo's public copies: `filename` full size, `card_filename` the card-size copy grids draw (null
   * while the photo has none yet: draw `filename`), `thumb_filename` the 200 × 200 square.
   */
  main_image: z
    .object({ thumb_filename: z.string(), filename: z.string(), card_filename: z.string().nullable() })
    .nullable(),
  fictional: z.boolean(),
  online_recently: z.boolean(),
  /** A selfie check showed the person of the photos (issue 20 item 4): the verified badge. */
  verified: z.boolean(),
});
export type TMemberCard = z.infer<typeof ZMemberCard>;

export const ZFeaturedMembersResponse = z.object({ profiles: z.array(ZMemberCard) });

/** A member as a lander puts them forward: the card plus a few interests, a line about them and where. */
export const ZLanderMember = ZMemberCard.extend({
  interests: z.array(z.string()),
  about: z.string(),
  region_name: z.string().nullable(),
  /** Position on the lander's map (its SVG's coordinates), when the member is in view. */
  map: z.object({ x: z.number(), y: z.number() }).nullable(),
});
export type TLanderMember = z.infer<typeof ZLanderMember>;

/** GET /api/lander.php: the site's fictional members of its niche, and a map of the visitor's country. */
export const ZLanderQuery = z.object({
  count: z.coerce.number().int().min(1).max(48).default(24),
  map: z.literal('1').optional(),
});
export const ZLanderResponse = z.object({
  niche: z.number().int(),
  country: z.string(),
  profiles: z.array(ZLanderMember),
  /** Members active in the last 15 minutes on the site (the "online now" figure). */
  online: z.number().int(),
  map: z.object({ viewBox: z.string(), country: z.string(), neighbours: z.array(z.string()) }).nullable(),
});
export type TLanderResponse = z.infer<typeof ZLanderResponse>;

/** GET /api/lander-video.php?style=: the lander video, or null while it is being made. */
export const ZLanderVideoQuery = z.object({ style: z.enum(['kenburns', 'transitions']) });
export const ZLanderVideoResponse = z.object({
  video: z.object({ webm: z.string(), mp4: z.string(), poster: z.string() }).nullable(),
});
