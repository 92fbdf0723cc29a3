import type { TMemberProfile, TProfileVisibleField } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { findConversationBetween } from '../chat/chat.queries';
import { AppError } from '../lib/errors';
import { mainFirst, visiblePhotos, type TPhotoViewer } from '../photos/photo-access';
import { fullPhotoAddress } from '../photos/photo-addresses';
import type { TSiteRow } from '../sites/sites.queries';
import { toCard } from './cards';
import type { TViewer } from './viewer';
import { sightOf } from './visibility';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mediaSigner'>;

/**
 * One member as the viewer may see them. 404 when the viewer may not be shown them (visibility.ts: gone,
 * banned, disabled, unconfirmed, or they blocked the viewer; the viewer's own block still shows, to unblock),
 * or when they are invisible and have not contacted the viewer first. Opening it clears the "new" mark of
 * their like (spec point 4).
 */
export async function getMemberProfile(
  deps: Deps,
  site: TSiteRow,
  viewer: TViewer | null,
  profileId: number,
): Promise<TMemberProfile> {
  const self = viewer?.profileId === profileId;
  // A member always sees their own profile, also before it is active (e-mail not yet confirmed).
  if (!self && !(await mayShowProfile(deps, viewer, profileId))) throw new AppError('not_found');
  const row = await deps.db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('regions as r', 'r.code', 'p.region')
    .selectAll('p')
    .select(['u.fictional', 'u.invisible', 'r.name as region_name'])
    .where('p.id', '=', profileId)
    .where('p.site_id', '=', site.id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');

  const relation = viewer && !self ? await relationOf(deps, viewer.profileId, row.id) : null;
  if (row.invisible && !self && !relation?.likedMe) throw new AppError('not_found');
  if (relation?.likedMe) {
    await deps.db
      .updateTable('likes')
      .set({ like_new: false })
      .where('liker_id', '=', row.id)
      .where('liked_id', '=', viewer!.profileId)
      .where('like_new', '=', true)
      .execute();
  }

  const photos = await deps.db
    .selectFrom('photos')
    .select(['id', 'filename', 'public_filename', 'public_card_filename', 'thumb_filename', 'blur_filename'])
    .where('user_id', '=', row.user_id)
    .where('status', '=', 'active')
    .execute();
  const ordered = mainFirst(photos, row.main_photo_id);
  const main = ordered.find((photo) => photo.id === row.main_photo_id);
  const kind: TPhotoViewer = !viewer ? 'visitor' : self ? 'self' : viewer.paidUser ? 'premium' : 'free';
  const shown = new Set<string>(site.visible_profile_fields as TProfileVisibleField[]);
  const field = <T>(name: TProfileVisibleField, value: T): T | null => (self || shown.has(name) ? value : null);
  const card = toCard(
    {
      ...row,
      filename: main?.public_filename ?? null,
      card_filename: main?.public_card_filename ?? null,
      thumb_filename: main?.thumb_filename ?? null,
    },
    deps.clock.now(),
  );

  return {
    ...card,
    gender: row.gender,
    sexuality: field('sexuality', row.sexuality),
    region: field('region', row.region),
    region_name: field('region', row.region_name ?? null),
    about: self || site.visible_profile_notes ? row.about : null,
    interests: (field('interests', row.interests) ?? []) as TMemberProfile['interests'],
    hair_color: field('hair_color', row.hair_color) as TMemberProfile['hair_color'],
    eye_color: field('eye_color', row.eye_color) as TMemberProfile['eye_color'],
    body_type: field('body_type', row.body_type) as TMemberProfile['body_type'],
    relationship_status: field('relationship_status', row.relationship_status) as TMemberProfile['relationship_status'],
    match: main?.public_filename ? `${site.cdn_prefix}${main.public_filename}` : null,
    photos: visiblePhotos(ordered, kind, site.free_visible_photos, (photo) =>
      fullPhotoAddress(deps.mediaSigner, site.cdn_prefix, photo),
    ),
    photo_count: ordered.length,
    liked: relation?.liked ?? false,
    liked_me: relation?.likedMe ?? false,
    is_match: Boolean(relation?.liked && relation.likedMe),
    blocked: relation?.blocked ?? false,
  };
}

/**
 * Whether the profile page may show another member: to a member, as visibility.ts answers (their own block
 * included, so they can unblock); to a visitor, only a member who may be found (`searchable`).
 */
async function mayShowProfile(deps: Pick<AppDeps, 'db'>, viewer: TViewer | null, profileId: number) {
  if (viewer) {
    const sight = await sightOf(deps.db, viewer.profileId, profileId);
    if (sight === 'visible' || sight === 'blocked_by_viewer') return true;
    // An unconfirmed member may write first (spec); whom they wrote to opens their profile from the chat,
    // which already shows their card. Their likes stay unannounced and unlisted until they confirm.
    return sight === 'unconfirmed' && Boolean(await findConversationBetween(deps.db, profileId, viewer.profileId));
  }
  const found = await deps.db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', profileId)
    .where('searchable', '=', true)
    .executeTakeFirst();
  return Boolean(found);
}

/** Likes and blocks between the viewer and another member, both ways. */
export async function relationOf(deps: Pick<AppDeps, 'db'>, viewerId: number, otherId: number) {
  const [likes, blocks] = await Promise.all([
    deps.db
      .selectFrom('likes')
      .select(['liker_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('liker_id', '=', viewerId), eb('liked_id', '=', otherId)]),
          eb.and([eb('liker_id', '=', otherId), eb('liked_id', '=', viewerId)]),
        ]),
      )
      .execute(),
    deps.db
      .selectFrom('blocks')
      .select(['blocker_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', otherId)]),
          eb.and([eb('blocker_id', '=', otherId), eb('blocked_id', '=', viewerId)]),
        ]),
      )
      .execute(),
  ]);
  return {
    liked: likes.some((like) => like.liker_id === viewerId),
    likedMe: likes.some((like) => like.liker_id === otherId),
    blocked: blocks.some((block) => block.blocker_id === viewerId),
    blockedMe: blocks.some((block) => block.blocker_id === otherId),
  };
}
