import { z } from 'zod';
import { LANGUAGES } from '../locales';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { GENDERS, PHOTO_STATUSES, PROFILE_STATUSES, USER_STATUSES } from '../profile-options';
import { NOTIFICATION_TYPES } from '../constants';

export const NOTIFICATION_DISABLED_REASONS = ['user', 'fbl', 'bounce', 'listunsubscribe'] as const;

export const ZMainImage = z.object({
  thumb_filename: z.string(),
  filename: z.string(),
  status: z.enum(PHOTO_STATUSES),
});

/** The logged-in member, in the spec's "Logged-in user" shape. */
export const ZUser = z.object({
  email: z.string(),
  status: z.enum(USER_STATUSES),
  credits: z.number().int(),
  paid_user: z.boolean(),
  language: z.enum(LANGUAGES),
  notifications_disabled: z.array(
    z.object({ type: z.enum(NOTIFICATION_TYPES), reason: z.enum(NOTIFICATION_DISABLED_REASONS) }),
  ),
  fictional_icon: z.string(),
  signup_date: z.string(),
  /** Hidden from search (settings); others must message or like first. */
  invisible: z.boolean(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    gender: z.enum(GENDERS),
    /** Whom the member is looking for: the search and the swipe game start there. */
    seeking: z.enum(GENDERS),
    status: z.enum(PROFILE_STATUSES),
    main_image: ZMainImage.nullable(),
  }),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserResponse = z.object({ user: ZUser.nullable() });
export const ZLoggedInResponse = z.object({ user: ZUser });

export const ZLoginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZLanguageBody = z.object({ language: z.enum(LANGUAGES) });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url');
/** The latest moment a JavaScript Date (and so the stored timestamp) can hold, in milliseconds. */
const LATEST_DATE_MS = 8.64e15;

/** A Web Push subscription as the browser's PushSubscription.toJSON() gives it. */
export const ZPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  expirationTime: z.number().min(0).max(LATEST_DATE_MS).nullable().optional(),
  keys: z.object({
    p256dh: base64url.min(80).max(100),
    auth: base64url.min(16).max(32),
  }),
});
export const ZPushBody = z.object({ subscription: ZPushSubscription });
export const ZPushQuery = z.object({ push: z.literal('1').optional() });
export const ZOkResponse = z.object({ ok: z.literal(true) });
