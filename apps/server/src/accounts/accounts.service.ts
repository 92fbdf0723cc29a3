import { isLanguage, type TLanguage, type TUser } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { shownProfileStatus } from '../members/member-state';
import { ownMainImageOf } from '../photos/main-photo';
import type { TSiteRow } from '../sites/sites.queries';
import { findUserView, updateUserLanguage } from './accounts.queries';
import { recordActivity, USER_ACTIVITY_STEP_MS } from './last-activity';

/** The logged-in member in the spec's "Logged-in user" shape. */
export async function getUserView(db: Database, site: TSiteRow, userId: number): Promise<TUser> {
  const row = await findUserView(db, userId);
  if (!row) throw new AppError('authentication_required');
  return {
    email: row.email,
    status: row.status,
    credits: row.credits,
    paid_user: row.paid_user,
    language: isLanguage(row.language) ? row.language : 'en',
    notifications_disabled: row.notifications_disabled,
    fictional_icon: site.fictional_icon,
    signup_date: row.signup_date.toISOString(),
    invisible: row.invisible,
    profile: {
      id: row.profile_id,
      name: row.name,
      country: row.country,
      gender: row.gender,
      seeking: row.seeking,
      status: shownProfileStatus(row.status, row.profile_status),
      main_image: ownMainImageOf({
        public_filename: row.public_filename,
        thumb_filename: row.thumb_filename,
        status: row.photo_status,
      }),
    },
  };
}

export async function setLanguage(db: Database, userId: number, language: TLanguage): Promise<void> {
  await updateUserLanguage(db, userId, language);
}

export async function recordPageHidden(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<void> {
  await recordActivity(deps.db, { userId, now: deps.clock.now(), userStepMs: USER_ACTIVITY_STEP_MS });
}
