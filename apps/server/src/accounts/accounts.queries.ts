import type { Queryable } from '../db/database';
import { ownMainImagePhoto } from '../photos/main-photo';
import { reusePlan } from '../db/reuse-plan';
import { compiledOnce, type TBind } from '../db/compiled-once';

const userView = compiledOnce((db, bind: TBind<{ userId: number }>) =>
  db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoinLateral(ownMainImagePhoto(db).as('mi'), (join) => join.onTrue())
    .select([
      'u.email',
      'u.status',
      'u.credits',
      'u.paid_user',
      'u.language',
      'u.notifications_disabled',
      'u.signup_date',
      'u.invisible',
      'p.id as profile_id',
      'p.name',
      'p.country',
      'p.gender',
      'p.seeking',
      'p.status as profile_status',
      'mi.public_filename',
      'mi.thumb_filename',
      'mi.status as photo_status',
    ])
    .where('u.id', '=', bind('userId'))
    .modifyEnd(reusePlan),
);

/** Everything the logged-in user object needs, its own main image included, in one query. */
export async function findUserView(db: Queryable, userId: number) {
  const [view] = await userView(db, { userId });
  return view;
}

export async function updateUserLanguage(db: Queryable, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
