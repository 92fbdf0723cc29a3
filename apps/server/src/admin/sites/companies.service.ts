import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAdminCompany, ZAdminCompanyCreate, ZAdminCompanyUpdate } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { TCompanyRow } from '../../sites/sites.queries';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { changedFields } from './admin-input';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sites'>;
const JSON_COLUMNS = ['tradenames', 'vat_numbers'];

function companyColumns(values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, JSON_COLUMNS.includes(key) ? JSON.stringify(value) : value]),
  );
}

async function sitesOf(db: Queryable, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .selectFrom('sites')
    .select(['id', 'name', 'company_id'])
    .where('company_id', 'in', companyIds)
    .orderBy('id')
    .execute();
}

function toAdminCompany(
  row: TCompanyRow,
  sites: Array<{ id: number; name: string; company_id: number }>,
): TAdminCompany {
  return {
    ...row,
    added: new Date(row.added).toISOString(),
    sites: sites.filter((site) => site.company_id === row.id).map(({ id, name }) => ({ id, name })),
  };
}

export async function listCompanies(deps: Pick<AppDeps, 'db'>): Promise<TAdminCompany[]> {
  const rows = await deps.db.selectFrom('companies').selectAll().orderBy('id').execute();
  const sites = await sitesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminCompany(row, sites));
}

export async function getCompany(deps: Pick<AppDeps, 'db'>, companyId: number): Promise<TAdminCompany> {
  const row = await deps.db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toAdminCompany(row, await sitesOf(deps.db, [companyId]));
}

/** Company info shows in the footers, terms and receipts of its sites at once (read per request). */
export async function updateCompany(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: z.output<typeof ZAdminCompanyUpdate>,
): Promise<TAdminCompany> {
  const { id, ...changes } = body;
  return inTransaction(deps.db, async ({ tx }) => {
    const current = await tx.selectFrom('companies').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw new AppError('not_found');
    const diff = changedFields(current, changes);
    let row = current;
    if (diff.keys.length > 0) {
      row = await tx
        .updateTable('companies')
        .set(companyColumns(diff.after))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(tx, staff, req, {
        action: 'company.update',
        targetType: 'company',
        targetId: id,
        before: diff.before,
        after: diff.after,
      });
    }
    return toAdminCompany(row, await sitesOf(tx, [id]));
  });
}

export async function createCompany(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: z.output<typeof ZAdminCompanyCreate>,
): Promise<TAdminCompany> {
  return inTransaction(deps.db, async ({ tx }) => {
    const row = await tx
      .insertInto('companies')
      .values({
        tradenames: '[]',
        vat_numbers: '[]',
        ...companyColumns(body),
        name: body.name,
        added: deps.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const company = toAdminCompany(row, []);
    await audit(tx, staff, req, { action: 'company.create', targetType: 'company', targetId: row.id, after: company });
    return company;
  });
}
