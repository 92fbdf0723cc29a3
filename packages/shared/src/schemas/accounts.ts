import { z } from 'zod';
import { COUNTRIES } from '../locales';
import { NAME_MAX_LENGTH, NOTIFICATION_TYPES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { GENDERS, SEXUALITIES } from '../profile-options';
import { LANGUAGES } from '../locales';
import { issueOfProblem, personalDetailsProblems } from '../personal-details';
import { ZRegionCode } from './reference';
import { NOTIFICATION_DISABLED_REASONS, ZUser } from './user';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const tracking = z.string().trim().max(100).optional();

/** POST /api/signup.php: a new member on the site of the request. */
export const ZSignupBody = z.object({
  email,
  name: z.string().trim().min(2).max(NAME_MAX_LENGTH),
  password,
  date_of_birth: isoDate,
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  seeking: z.enum(GENDERS),
  country: z.enum(COUNTRIES),
  region: ZRegionCode.nullable(),
  city: z.string().trim().max(100).default(''),
  language: z.enum(LANGUAGES).optional(),
  network: tracking,
  ref: tracking,
  sub1: tracking,
  sub2: tracking,
  sub3: tracking,
});
export type TSignupBody = z.infer<typeof ZSignupBody>;

function hasTexts(value: object, names: string[]): boolean {
  return names.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');
}

/**
 * The personal-details step of signup as the browser checks it before sending: the fields of the
 * signup call with the name and age rules the server applies (`personalDetailsProblems`).
 */
export function signupDetailsSchema(minAge: number, today: string) {
  return ZSignupBody.pick({ email: true, password: true, name: true, date_of_birth: true }).superRefine(
    (details, ctx) => {
      for (const problem of personalDetailsProblems(details, minAge, today)) ctx.addIssue(issueOfProblem(problem));
    },
    // Also while another field is wrong, so the member sees every problem at once.
    {
      when: ({ value }) =>
        typeof value === 'object' && value !== null && hasTexts(value, ['name', 'email', 'date_of_birth']),
    },
  );
}
export type TSignupDetails = z.output<ReturnType<typeof signupDetailsSchema>>;
export const ZSignupResponse = z.object({ user: ZUser });

/** GET /api/geocode.php: a browser position to country, region and city (offline data). */
export const ZGeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const ZGeocodeResponse = z.object({
  country: z.string(),
  region: z.string().nullable(),
  region_name: z.string().nullable(),
  city: z.string(),
});
export type TGeocode = z.infer<typeof ZGeocodeResponse>;

/** POST /api/password-reset.php asks for a link; PUT sets the new password with the link's token. */
export const ZPasswordResetRequestBody = z.object({ email });
export const ZPasswordResetBody = z.object({ token: z.string().min(10).max(100), password });

/** PUT /api/password.php: change the password while logged in. */
export const ZPasswordChangeBody = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: password,
  new_password_repeat: z.string().max(PASSWORD_MAX_LENGTH),
});

/** PUT /api/email.php: ask to change the e-mail address; POST /api/mail-change.php confirms it. */
export const ZEmailChangeBody = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const ZTokenBody = z.object({ token: z.string().min(10).max(100) });
export const ZTokenQuery = z.object({ token: z.string().max(100).default('') });

/** GET/PUT /api/notifications.php: the e-mail notification types and why any is off. */
export const ZNotificationSetting = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  enabled: z.boolean(),
  reason: z.enum(NOTIFICATION_DISABLED_REASONS).nullable(),
});
export const ZNotificationsResponse = z.object({ notifications: z.array(ZNotificationSetting) });
export const ZNotificationsBody = z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() });
export type TNotificationSetting = z.infer<typeof ZNotificationSetting>;

/** PUT /api/invisible.php: hide from search (others must message or like first). */
export const ZInvisibleBody = z.object({ invisible: z.boolean() });
export const ZInvisibleResponse = z.object({ invisible: z.boolean() });

/** DELETE /api/user.php: delete the account (reversible for 14 days by a mailed link). */
export const ZDeleteAccountBody = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  reason: z.enum(['found_someone', 'not_enough_matches', 'too_expensive', 'privacy', 'other']).optional(),
});

/** GET /api/retention-offer.php: what we offer a member who is about to leave. */
export const ZRetentionOfferResponse = z.object({
  discount_percentage: z.number().int().min(0).max(100),
  /** The member's personal code for that discount (one payment, until `discount_expires`); null: none. */
  discount_code: z.string().nullable(),
  discount_expires: z.string().nullable(),
  invisible: z.boolean(),
  notifications_enabled: z.number().int(),
});

/** POST /api/mail-events.php: bounces and complaints reported by the mail provider. */
export const ZMailEventsBody = z.object({
  events: z
    .array(z.object({ type: z.enum(['bounce', 'complaint']), email, domain: z.string().max(253).optional() }))
    .min(1)
    .max(500),
});
export const ZMailEventsResponse = z.object({ applied: z.number().int() });

/** POST /api/photos.php (multipart, field "photo"): the uploaded photo; the first becomes the main one. */
export const ZPhotoResponse = z.object({
  photo: z.object({
    id: z.number().int(),
    /** The full-size photo's address as it is (public for the main photo, else signed and short-lived). */
    url: z.string(),
    thumb_filename: z.string(),
    status: z.enum(['active', 'pending', 'rejected']),
    main: z.boolean(),
  }),
});
