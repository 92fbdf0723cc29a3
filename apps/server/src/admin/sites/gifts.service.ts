import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAdminGift, ZAdminGiftCreate, ZAdminGiftUpdate } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { changedFields, ConflictError, isUniqueViolation } from './admin-input';
import { storeGiftPicture } from './gift-picture';

type Deps = Pick<AppDeps, 'db' | 'media'>;

/** The whole catalogue, inactive gifts included, in the members' order. */
export async function listAllGifts(deps: Pick<AppDeps, 'db'>): Promise<TAdminGift[]> {
  return deps.db.selectFrom('gifts').selectAll().orderBy('position').orderBy('key').execute();
}

const keyTaken = () => new ConflictError({ key: ['a gift with this key exists already'] });

/**
 * Adds a gift: the picture is stored first under a new name, then the row; if the row cannot be
 * written, the unused picture goes again.
 */
export async function createGift(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  gift: z.output<typeof ZAdminGiftCreate>,
  picture: Buffer,
): Promise<TAdminGift> {
  const existing = await deps.db.selectFrom('gifts').select('key').where('key', '=', gift.key).executeTakeFirst();
  if (existing) throw keyTaken();
  const image = await storeGiftPicture(deps.media, gift.key, picture);
  try {
    return await inTransaction(deps.db, async ({ tx }) => {
      const row = await tx
        .insertInto('gifts')
        .values({ ...gift, names: JSON.stringify(gift.names), image })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(tx, staff, req, { action: 'gift.create', targetType: 'gift', targetId: row.key, after: row });
      return row;
    });
  } catch (error) {
    await deps.media.remove([image]).catch(() => undefined);
    throw isUniqueViolation(error) ? keyTaken() : error;
  }
}

/** Names, price, position or availability; members see the change with their next gift list. */
export async function updateGift(
  deps: Pick<AppDeps, 'db'>,
  staff: TStaffMember,
  req: FastifyRequest,
  body: z.output<typeof ZAdminGiftUpdate>,
): Promise<TAdminGift> {
  const { key, ...changes } = body;
  return inTransaction(deps.db, async ({ tx }) => {
    const current = await tx.selectFrom('gifts').selectAll().where('key', '=', key).forUpdate().executeTakeFirst();
    if (!current) throw new AppError('not_found');
    const diff = changedFields(current, changes);
    if (diff.keys.length === 0) return current;
    const { names, ...rest } = diff.after;
    const row = await tx
      .updateTable('gifts')
      .set({ ...rest, ...(names && { names: JSON.stringify(names) }) })
      .where('key', '=', key)
      .returningAll()
      .executeTakeFirstOrThrow();
    const action =
      diff.keys.length === 1 && 'active' in diff.after
        ? row.active
          ? 'gift.activate'
          : 'gift.deactivate'
        : 'gift.update';
    await audit(tx, staff, req, { action, targetType: 'gift', targetId: key, before: diff.before, after: diff.after });
    return row;
  });
}

/**
 * A new picture for a gift, under a new name. The old file stays: names are never reused and
 * browsers may hold the old address for good.
 */
export async function replaceGiftPicture(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  key: string,
  picture: Buffer,
): Promise<TAdminGift> {
  const exists = await deps.db.selectFrom('gifts').select('key').where('key', '=', key).executeTakeFirst();
  if (!exists) throw new AppError('not_found');
  const image = await storeGiftPicture(deps.media, key, picture);
  return inTransaction(deps.db, async ({ tx }) => {
    const current = await tx.selectFrom('gifts').selectAll().where('key', '=', key).forUpdate().executeTakeFirst();
    if (!current) throw new AppError('not_found');
    const row = await tx
      .updateTable('gifts')
      .set({ image })
      .where('key', '=', key)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(tx, staff, req, {
      action: 'gift.picture',
      targetType: 'gift',
      targetId: key,
      before: { image: current.image },
      after: { image },
    });
    return row;
  });
}
