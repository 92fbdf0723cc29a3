import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAdminPackage, ZAdminPackageCreate, ZAdminPackageUpdate } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { changedFields, fieldError } from './admin-input';

type Deps = Pick<AppDeps, 'db'>;

/** Every package of a site, active or not, by currency and position. */
export async function listSitePackages(deps: Deps, siteId: number): Promise<TAdminPackage[]> {
  const site = await deps.db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw new AppError('not_found');
  return deps.db
    .selectFrom('credit_packages')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('currency')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Package changes of a site run one at a time (its row locked), so "one best value per site and
 * currency" holds: marking a package the best value takes the mark from the others.
 */
async function lockSite(tx: Tx, siteId: number): Promise<void> {
  const site = await tx.selectFrom('sites').select('id').where('id', '=', siteId).forUpdate().executeTakeFirst();
  if (!site) throw fieldError('site', 'no such site');
}

async function takeBestValueFromOthers(tx: Tx, pack: { id: number; site_id: number; currency: string }) {
  return tx
    .updateTable('credit_packages')
    .set({ best_value: false })
    .where('site_id', '=', pack.site_id)
    .where('currency', '=', pack.currency)
    .where('id', '!=', pack.id)
    .where('best_value', '=', true)
    .returning('id')
    .execute();
}

export async function createPackage(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: z.output<typeof ZAdminPackageCreate>,
): Promise<TAdminPackage> {
  const { site, ...values } = body;
  return inTransaction(deps.db, async ({ tx }) => {
    await lockSite(tx, site);
    const created = await tx
      .insertInto('credit_packages')
      .values({ ...values, site_id: site })
      .returningAll()
      .executeTakeFirstOrThrow();
    const demoted = created.best_value ? await takeBestValueFromOthers(tx, created) : [];
    await audit(tx, staff, req, {
      action: 'package.create',
      targetType: 'package',
      targetId: created.id,
      after: { ...created, ...(demoted.length > 0 && { best_value_taken_from: demoted.map((row) => row.id) }) },
    });
    return created;
  });
}

/** Prices, sizes and styles change for new orders only: orders keep their own price and credits. */
export async function updatePackage(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: z.output<typeof ZAdminPackageUpdate>,
  action = 'package.update',
): Promise<TAdminPackage> {
  const { id, ...changes } = body;
  return inTransaction(deps.db, async ({ tx }) => {
    const found = await tx.selectFrom('credit_packages').select('site_id').where('id', '=', id).executeTakeFirst();
    if (!found) throw new AppError('not_found');
    await lockSite(tx, found.site_id);
    const current = await tx.selectFrom('credit_packages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const diff = changedFields(current, changes);
    if (diff.keys.length === 0) return current;
    const updated = await tx
      .updateTable('credit_packages')
      .set(diff.after)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A best value that is marked, or comes back, takes the mark from the others.
    const marked = updated.best_value && (diff.keys.includes('best_value') || diff.keys.includes('active'));
    const demoted = marked ? await takeBestValueFromOthers(tx, updated) : [];
    await audit(tx, staff, req, {
      action,
      targetType: 'package',
      targetId: id,
      before: diff.before,
      after: { ...diff.after, ...(demoted.length > 0 && { best_value_taken_from: demoted.map((row) => row.id) }) },
    });
    return updated;
  });
}
