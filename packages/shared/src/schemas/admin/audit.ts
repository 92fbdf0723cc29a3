import { z } from 'zod';
import { ZRowId } from '../ids';
import { optionalParam } from './fields';

/** The audit log, newest first, filtered by staff member, action and target. */
export const AUDIT_PAGE_SIZE = 50;
export const ZAdminAuditQuery = z.object({
  page: optionalParam(z.coerce.number().int().min(1).max(10_000)),
  staff: optionalParam(ZRowId),
  action: optionalParam(z.string().trim().max(100)),
  target_type: optionalParam(z.string().trim().max(50)),
  target_id: optionalParam(z.string().trim().max(100)),
  /** From and to days (inclusive, UTC). */
  from: optionalParam(z.iso.date()),
  to: optionalParam(z.iso.date()),
});
export const ZAdminAuditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;
