import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { TAdminDiscountCode, TAdminDiscountCreate, TAdminDiscountUpdate } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import type { DiscountCodesTable } from '../../db/schema/payments';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { assertNoFieldErrors, changedFields, ConflictError, isUniqueViolation } from './admin-input';

type Deps = Pick<AppDeps, 'db'>;
type TDiscountRow = Selectable<DiscountCodesTable>;
export const DISCOUNTS_PAGE_SIZE = 50;
const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

function toAdminDiscount(row: TDiscountRow, redemptions: number): TAdminDiscountCode {
  return {
    ...row,
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    redemptions,
  };
}

function withRedemptions(db: Queryable) {
  return db
    .selectFrom('discount_codes as dc')
    .selectAll('dc')
    .select((eb) =>
      eb
        .selectFrom('discount_redemptions as r')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('r.discount_code_id', '=', 'dc.id')
        .as('redemptions'),
    );
}

/** Codes with how often each was redeemed, newest first; `site` keeps those valid there (own and all-site). */
export async function listDiscountCodes(deps: Deps, filter: { site?: number; q?: string; page: number }) {
  let query = withRedemptions(deps.db);
  if (filter.site !== undefined)
    query = query.where((eb) => eb.or([eb('dc.site_id', '=', filter.site!), eb('dc.site_id', 'is', null)]));
  if (filter.q)
    query = query.where((eb) => eb(eb.fn('upper', ['dc.code']), 'like', `%${escapeLike(filter.q!.toUpperCase())}%`));
  const rows = await query
    .orderBy('dc.id', 'desc')
    .limit(DISCOUNTS_PAGE_SIZE + 1)
    .offset((filter.page - 1) * DISCOUNTS_PAGE_SIZE)
    .execute();
  return {
    codes: rows.slice(0, DISCOUNTS_PAGE_SIZE).map((row) => toAdminDiscount(row, Number(row.redemptions ?? 0))),
    has_more: rows.length > DISCOUNTS_PAGE_SIZE,
  };
}

/** The site and member a code names exist, and the member belongs to that site. */
async function referenceErrors(db: Queryable, code: { site_id: number | null; user_id: number | null }) {
  const fields: Record<string, string[]> = {};
  if (code.site_id !== null) {
    const site = await db.selectFrom('sites').select('id').where('id', '=', code.site_id).executeTakeFirst();
    if (!site) fields.site_id = ['no such site'];
  }
  if (code.user_id !== null) {
    const user = await db.selectFrom('users').select('site_id').where('id', '=', code.user_id).executeTakeFirst();
    if (!user) fields.user_id = ['no such member'];
    else if (code.site_id !== null && user.site_id !== code.site_id) fields.user_id = ['a member of another site'];
  }
  return fields;
}

/** Codes are unique per site whatever their case (a code for every site is its own scope). */
async function assertCodeFree(db: Queryable, code: string, siteId: number | null, exceptId: number | null) {
  const existing = await db
    .selectFrom('discount_codes')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()))
    .where((eb) => (siteId === null ? eb('site_id', 'is', null) : eb('site_id', '=', siteId)))
    .$if(exceptId !== null, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();
  if (existing) throw codeTaken();
}

const codeTaken = () => new ConflictError({ code: ['this code exists already for this site (in any case)'] });

function columns<T extends Partial<TAdminDiscountCreate>>(values: T) {
  const { paymentmethods, ...rest } = values;
  if (paymentmethods === undefined) return rest;
  return { ...rest, paymentmethods: paymentmethods === null ? null : JSON.stringify(paymentmethods) };
}

/** A unique index backs the check: two admins creating the same code at once get a 409 too. */
async function mappingDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function createDiscountCode(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: TAdminDiscountCreate,
): Promise<TAdminDiscountCode> {
  return mappingDuplicate(() =>
    inTransaction(deps.db, async ({ tx }) => {
      assertNoFieldErrors(await referenceErrors(tx, body));
      await assertCodeFree(tx, body.code, body.site_id, null);
      const row = await tx.insertInto('discount_codes').values(columns(body)).returningAll().executeTakeFirstOrThrow();
      const code = toAdminDiscount(row, 0);
      await audit(tx, staff, req, {
        action: 'discount.create',
        targetType: 'discount_code',
        targetId: row.id,
        after: code,
      });
      return code;
    }),
  );
}

export async function updateDiscountCode(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: TAdminDiscountUpdate,
): Promise<TAdminDiscountCode> {
  const { id, ...changes } = body;
  return mappingDuplicate(() =>
    inTransaction(deps.db, async ({ tx }) => {
      const current = await tx
        .selectFrom('discount_codes')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new AppError('not_found');
      const before = toAdminDiscount(current, 0);
      const diff = changedFields(before, changes);
      const next = { ...before, ...diff.after };
      if (diff.keys.includes('site_id') || diff.keys.includes('user_id'))
        assertNoFieldErrors(await referenceErrors(tx, next));
      if (diff.keys.includes('code') || diff.keys.includes('site_id'))
        await assertCodeFree(tx, next.code, next.site_id, id);
      const row =
        diff.keys.length === 0
          ? current
          : await tx
              .updateTable('discount_codes')
              .set(columns(diff.after))
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
      if (diff.keys.length > 0)
        await audit(tx, staff, req, {
          action: 'discount.update',
          targetType: 'discount_code',
          targetId: id,
          before: diff.before,
          after: diff.after,
        });
      const { count } = await tx
        .selectFrom('discount_redemptions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('discount_code_id', '=', id)
        .executeTakeFirstOrThrow();
      return toAdminDiscount(row, Number(count));
    }),
  );
}
