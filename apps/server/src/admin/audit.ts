import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { TStaffMember } from './auth/staff-session';

/** Who acts in the console and the request they act through: what every audited change records. */
export interface TAuditContext {
  staff: TStaffMember;
  req: FastifyRequest;
}

export interface TAuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes what a staff member did, with the state before and after, in the caller's transaction (the
 * change and its record go together). The table refuses updates and deletes: staff cannot edit it.
 */
export async function audit(
  db: Queryable,
  staff: TStaffMember,
  req: FastifyRequest,
  entry: TAuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: staff.id,
      staff_email: staff.email,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId === undefined ? null : String(entry.targetId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: req.ip,
      created_at: req.server.deps.clock.now(),
    })
    .execute();
}
