import { createAccount } from '../../accounts/create-account';
import { changeProfile } from '../../members/profile-writes';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ageOn,
  COUNTRY_LANGUAGES,
  enteredAgeOn,
  isCountry,
  MAX_AGE,
  type TAdminFictionalCreate,
  type TAdminFictionalProfile,
  type TAdminFictionalUpdate,
  utcCalendarDate,
} from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { mainFirst } from '../../photos/photo-access';
import type { MediaSigner } from '../../photos/media-signing';
import { fullPhotoAddress } from '../../photos/photo-addresses';
import type { TSiteRow } from '../../sites/sites.queries';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { assertNoFieldErrors, changedFields, fieldError } from './admin-input';
import {
  FICTIONAL_PAGE_SIZE,
  fictionalProfiles,
  listFictionalPage,
  photosOf,
  regionOfCountry,
  type TFictionalRow,
} from './fictional.queries';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mediaSigner'>;

const isoDate = (value: string | Date) => (typeof value === 'string' ? value : utcCalendarDate(value));

function toRow(row: TFictionalRow, now: Date) {
  return {
    user_id: row.user_id,
    profile_id: row.id,
    site_id: row.site_id,
    name: row.name,
    age: ageOn(isoDate(row.date_of_birth), utcCalendarDate(now)),
    gender: row.gender,
    country: row.country,
    city: row.city,
    status: row.status,
    photo_count: Number(row.photo_count ?? 0),
    thumb_filename: row.thumb_filename,
    fictional: true as const,
  };
}

async function toProfile(
  db: Queryable,
  signer: MediaSigner,
  row: TFictionalRow,
  now: Date,
): Promise<TAdminFictionalProfile> {
  const photos = mainFirst(await photosOf(db, row.user_id), row.main_photo_id);
  return {
    ...toRow(row, now),
    date_of_birth: isoDate(row.date_of_birth),
    sexuality: row.sexuality,
    seeking: row.seeking,
    region: row.region,
    about: row.about,
    interests: row.interests,
    hair_color: row.hair_color,
    eye_color: row.eye_color,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    photos: photos.map((photo) => ({
      id: photo.id,
      url: fullPhotoAddress(signer, row.cdn_prefix, photo),
      thumb_filename: photo.thumb_filename,
      status: photo.status,
      main: photo.id === row.main_photo_id,
    })),
  };
}

export async function listFictional(deps: Deps, siteId: number, page: number, q?: string) {
  const rows = await listFictionalPage(deps.db, siteId, page, q);
  const now = deps.clock.now();
  return {
    profiles: rows.slice(0, FICTIONAL_PAGE_SIZE).map((row) => toRow(row, now)),
    page,
    has_more: rows.length > FICTIONAL_PAGE_SIZE,
  };
}

async function loadFictional(db: Queryable, userId: number): Promise<TFictionalRow> {
  const row = await fictionalProfiles(db).where('p.user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

export async function getFictional(deps: Deps, userId: number): Promise<TAdminFictionalProfile> {
  return toProfile(deps.db, deps.mediaSigner, await loadFictional(deps.db, userId), deps.clock.now());
}

/**
 * The member profile's rules (spec point 5, as PUT /api/profile.php checks them) answered per field:
 * the name does not start with @, the age meets the site's minimum, the country is the site's and
 * the region lies in the profile's country.
 */
async function profileErrors(
  db: Queryable,
  site: Pick<TSiteRow, 'min_age' | 'countries'>,
  changes: { name?: string; date_of_birth?: string; country?: string },
  place: { country: string; region: string | null },
  today: Date,
) {
  const fields: Record<string, string[]> = {};
  if (changes.name?.startsWith('@')) fields.name = ['may not start with @'];
  if (changes.date_of_birth !== undefined) {
    const age = enteredAgeOn(changes.date_of_birth, utcCalendarDate(today));
    if (age === null) fields.date_of_birth = ['not a real date'];
    else if (age < site.min_age) fields.date_of_birth = [`at least ${site.min_age} years old on this site`];
    else if (age > MAX_AGE) fields.date_of_birth = [`at most ${MAX_AGE} years old`];
  }
  if (changes.country !== undefined && !site.countries.includes(changes.country))
    fields.country = ["not one of the site's countries"];
  else if (place.region && !(await regionOfCountry(db, place.region, place.country)))
    fields.region = ['not a region of the country'];
  return fields;
}

/** The interface language a fictional member of this country would use on the site. */
function languageFor(site: Pick<TSiteRow, 'languages'>, country: string): string {
  const spoken: readonly string[] = isCountry(country) ? COUNTRY_LANGUAGES[country] : [];
  return spoken.find((language) => site.languages.includes(language)) ?? site.languages[0] ?? 'en';
}

/**
 * A fictional member: a user marked `fictional` (the member-facing disclosure rests on that), with no
 * password and an address nobody can receive mail at, confirmed, with an active searchable profile.
 */
export async function createFictional(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: TAdminFictionalCreate,
): Promise<TAdminFictionalProfile> {
  const { site: siteId, interests, ...fields } = body;
  const site = await deps.db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
  if (!site) throw fieldError('site', 'no such site');
  const now = deps.clock.now();
  return inTransaction(deps.db, async ({ tx }) => {
    const place = { country: fields.country, region: fields.region ?? null };
    assertNoFieldErrors(await profileErrors(tx, site, fields, place, now));
    const { userId } = await createAccount(
      tx,
      {
        site_id: site.id,
        email: `fictional-${randomBytes(9).toString('hex')}@fictional.invalid`,
        password_hash: null,
        status: 'confirmed',
        fictional: true,
        language: languageFor(site, fields.country),
        signup_date: now,
        last_active_at: now,
      },
      { ...fields, interests: JSON.stringify([...new Set(interests ?? [])]), last_active_at: now },
    );
    const profile = await toProfile(tx, deps.mediaSigner, await loadFictional(tx, userId), now);
    await audit(tx, staff, req, { action: 'fictional.create', targetType: 'user', targetId: userId, after: profile });
    return profile;
  });
}

/** Changes profile fields (never `fictional`: there is no such field here); disabled ones leave search. */
export async function updateFictional(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: TAdminFictionalUpdate,
): Promise<TAdminFictionalProfile> {
  const { user: userId, ...changes } = body;
  const now = deps.clock.now();
  return inTransaction(deps.db, async ({ tx }) => {
    const locked = await tx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('fictional', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new AppError('not_found');
    const current = await loadFictional(tx, userId);
    const site = await tx.selectFrom('sites').selectAll().where('id', '=', current.site_id).executeTakeFirstOrThrow();
    // A new country without a region clears the old region (it lies in the old country).
    const region =
      changes.region !== undefined ? changes.region : changes.country !== undefined ? null : current.region;
    const next = { ...changes, region, interests: changes.interests && [...new Set(changes.interests)] };
    const diff = changedFields({ ...current, date_of_birth: isoDate(current.date_of_birth) }, next);
    if (diff.keys.length === 0) return toProfile(tx, deps.mediaSigner, current, now);
    const placeChanged = diff.keys.includes('country') || diff.keys.includes('region');
    const place = { country: changes.country ?? current.country, region: placeChanged ? region : null };
    assertNoFieldErrors(await profileErrors(tx, site, diff.after, place, now));
    const { interests, status, ...fields } = diff.after;
    await changeProfile(tx, userId, {
      ...fields,
      ...(interests !== undefined && { interests: JSON.stringify(interests) }),
      ...(status !== undefined && { status }),
    });
    await audit(tx, staff, req, {
      action: 'fictional.update',
      targetType: 'user',
      targetId: userId,
      before: diff.before,
      after: diff.after,
    });
    return toProfile(tx, deps.mediaSigner, await loadFictional(tx, userId), now);
  });
}
