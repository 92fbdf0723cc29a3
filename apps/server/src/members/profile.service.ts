import {
  ageOn,
  birthDateProblem,
  nameProblem,
  type TOwnProfile,
  type TProfileBody,
  utcCalendarDate,
} from '@app/shared';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { AppError, refusalOf } from '../lib/errors';
import { listOwnPhotos, photoLimitOf } from '../photos/photos.service';
import type { TSiteRow } from '../sites/sites.queries';
import { recordContactFlag, type TContactFlagOrigin } from '../screening/contact-flags';
import { contactRefusal, screenContactDetails } from '../screening/contact-policy';
import { refreshPositions } from './profile-position';
import { movesPlace } from './profile-writes';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mediaSigner'>;

/** The member's own profile with every field, their photos (pending ones too) and their photo limit. */
export async function getOwnProfile(deps: Deps, site: TSiteRow, userId: number): Promise<TOwnProfile> {
  const row = await deps.db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .selectAll('profiles')
    .select('users.paid_user')
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const dateOfBirth = String(row.date_of_birth);
  return {
    id: row.id,
    name: row.name,
    age: ageOn(dateOfBirth, utcCalendarDate(deps.clock.now())),
    date_of_birth: dateOfBirth,
    gender: row.gender,
    sexuality: row.sexuality,
    seeking: row.seeking,
    country: row.country as TOwnProfile['country'],
    region: row.region,
    city: row.city,
    about: row.about,
    interests: row.interests as TOwnProfile['interests'],
    hair_color: row.hair_color as TOwnProfile['hair_color'],
    eye_color: row.eye_color as TOwnProfile['eye_color'],
    body_type: row.body_type as TOwnProfile['body_type'],
    relationship_status: row.relationship_status as TOwnProfile['relationship_status'],
    photos: await listOwnPhotos(deps, site, userId, row.main_photo_id),
    photo_limit: photoLimitOf(row.paid_user),
  };
}

function profileFlag(site: TSiteRow, profileId: number, now: Date): TContactFlagOrigin {
  return {
    siteId: site.id,
    profileId,
    staffId: null,
    source: 'profile',
    conversationId: null,
    otherProfileId: null,
    now,
  };
}

/**
 * Saves any subset of the fields with the rules of spec point 5: the name is not the e-mail and does
 * not start with @, the date of birth meets the site's minimum age, the region lies in the country,
 * and the country is one the site serves.
 */
export async function updateProfile(deps: Deps, site: TSiteRow, userId: number, body: TProfileBody): Promise<void> {
  const about = body.about === undefined ? undefined : screenContactDetails(site, body.about.trim());
  if (about?.refused) {
    // The attempt is the moderators' evidence; the profile keeps what it had.
    const { id } = await deps.db
      .selectFrom('profiles')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await recordContactFlag(deps.db, about.flag!, profileFlag(site, id, deps.clock.now()));
    throw contactRefusal(about.refused);
  }
  await inTransaction(deps.db, async ({ tx }) => {
    const current = await tx
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.id', 'profiles.country', 'profiles.region', 'profiles.about', 'users.email'])
      .where('profiles.user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const problem =
      (body.name !== undefined ? nameProblem(body.name, current.email) : null) ??
      (body.date_of_birth !== undefined
        ? birthDateProblem(body.date_of_birth, site.min_age, utcCalendarDate(deps.clock.now()))
        : null);
    if (problem) throw refusalOf(problem);
    const country = body.country ?? current.country;
    if (body.country !== undefined && !site.countries.includes(body.country))
      throw new AppError('invalid_input', { fields: { country: ['not served by this site'] } });
    const region = body.region !== undefined ? body.region : body.country !== undefined ? null : current.region;
    if (region) {
      const known = await tx
        .selectFrom('regions')
        .select('code')
        .where('code', '=', region)
        .where('country', '=', country)
        .executeTakeFirst();
      if (!known) throw new AppError('invalid_input', { fields: { region: ['not a region of the country'] } });
    }
    const { interests, ...fields } = body;
    await tx
      .updateTable('profiles')
      .set({
        ...fields,
        ...(about && { about: about.text }),
        region,
        ...(interests !== undefined && { interests: JSON.stringify([...new Set(interests)]) }),
      })
      .where('user_id', '=', userId)
      .execute();
    if (movesPlace(body)) await refreshPositions(tx, [userId]);
    // A new or changed "about me" is shown at once (masked where the site masks contact details) and reviewed
    // by a moderator afterwards; its contact details are flagged for them with the text as written.
    if (about && about.text !== '' && about.text !== current.about) {
      if (about.flag) await recordContactFlag(tx, about.flag, profileFlag(site, current.id, deps.clock.now()));
      await tx
        .deleteFrom('about_reviews')
        .where('profile_id', '=', current.id)
        .where('status', '=', 'pending')
        .execute();
      await tx
        .insertInto('about_reviews')
        .values({ profile_id: current.id, text: about.text, created_at: deps.clock.now() })
        .execute();
    }
  });
}
