import { z } from 'zod';
import { ZMemberCard } from '../members';

/** Moderation: complaints, photos and "about me" texts waiting for a look. */

export const ZAdminComplaintRow = z.object({
  id: z.number().int(),
  reason: z.string(),
  text: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  resolution: z.string().nullable(),
  created_at: z.string(),
  site_name: z.string(),
  reporter_profile_id: z.number().int().nullable(),
  reporter_name: z.string().nullable(),
  reported_profile_id: z.number().int().nullable(),
  reported_name: z.string().nullable(),
  reported_user_id: z.number().int().nullable(),
  reported_email: z.string().nullable(),
  reported_banned: z.boolean(),
});
export type TAdminComplaintRow = z.infer<typeof ZAdminComplaintRow>;

export const ZAdminComplaintDetail = z.object({
  /** The address prefix of the complaint's site, for its photos. */
  cdn_prefix: z.string(),
  complaint: z.object({
    id: z.number().int(),
    reason: z.string(),
    text: z.string(),
    status: z.enum(['open', 'dismissed', 'actioned']),
    resolution: z.string().nullable(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  }),
  reported: ZMemberCard.extend({
    user_id: z.number().int(),
    email: z.string(),
    about: z.string(),
    banned: z.boolean(),
  }).nullable(),
  photos: z.array(
    // url: the full size, as it is (a signed address that works for a few minutes unless it is the main photo).
    z.object({ id: z.number().int(), url: z.string(), thumb_filename: z.string(), status: z.string() }),
  ),
  excerpt: z.array(
    z.object({
      id: z.number().int(),
      sender_id: z.number().int(),
      kind: z.string(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TAdminComplaintDetail = z.infer<typeof ZAdminComplaintDetail>;

export const ZAdminPendingPhoto = z.object({
  id: z.number().int(),
  /** The full size, as it is: a signed address that works for a few minutes, unless it is the main photo. */
  url: z.string(),
  thumb_filename: z.string(),
  created_at: z.string(),
  profile_id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  site_name: z.string(),
  cdn_prefix: z.string(),
});
export const ZAdminPendingText = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  profile_id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  site_name: z.string(),
});
