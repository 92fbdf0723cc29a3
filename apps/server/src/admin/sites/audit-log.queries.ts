import { AUDIT_PAGE_SIZE, type TAdminAuditEntry } from '@app/shared';
import type { Queryable } from '../../db/database';

export interface TAuditFilter {
  page: number;
  staff?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}

/** A page of the audit log, newest first (read only: the table refuses updates and deletes). */
export async function auditPage(db: Queryable, filter: TAuditFilter) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.staff !== undefined) query = query.where('staff_id', '=', filter.staff);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.target_type) query = query.where('target_type', '=', filter.target_type);
  if (filter.target_id) query = query.where('target_id', '=', filter.target_id);
  if (filter.from) query = query.where('created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) query = query.where('created_at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000));
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const entries: TAdminAuditEntry[] = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    ...row,
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
  }));
  return { entries, page: filter.page, has_more: rows.length > AUDIT_PAGE_SIZE };
}
