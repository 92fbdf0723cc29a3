import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAdminAuditEntry,
  ZAdminAuditQuery,
  ZAdminStaff,
  ZAdminStaffCreate,
  ZAdminStaffUpdate,
  ZRowId,
} from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { auditPage } from './audit-log.queries';
import { createStaffMember, listStaff, resetSecondFactor, setStaffDisabled, updateStaffMember } from './staff.service';

const ZStaffResponse = z.object({ staff: ZAdminStaff });

/** Staff accounts (admins only) and the audit log. */
export function registerStaffAdminRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'staff.manage',
    method: 'GET',
    url: '/api/admin/staff.php',
    summary:
      'Every staff account with role, languages, sites, whether disabled and whether the authenticator is set up.',
    response: z.object({ staff: z.array(ZAdminStaff) }),
    handler: async () => ({ staff: await listStaff(deps) }),
  });

  defineStaffRoute(app, {
    action: 'staff.manage',
    method: 'POST',
    url: '/api/admin/staff.php',
    summary:
      'A new staff account `{ email, name, role, languages?, site_ids? (operators; null: all) }`: answers a one-time `temporary_password`; the authenticator is set up at the first login. 409 `email_taken`.',
    body: ZAdminStaffCreate,
    response: z.object({ staff: ZAdminStaff, temporary_password: z.string() }),
    status: 201,
    handler: async ({ req, member: staff, body }) => createStaffMember(deps, staff, req, body),
  });

  defineStaffRoute(app, {
    action: 'staff.manage',
    method: 'PUT',
    url: '/api/admin/staff.php',
    summary: 'Change `{ id, name?, role?, languages?, site_ids? }`; nobody changes their own role.',
    body: ZAdminStaffUpdate,
    response: ZStaffResponse,
    handler: async ({ req, member: staff, body }) => ({ staff: await updateStaffMember(deps, staff, req, body) }),
  });

  defineStaffRoute(app, {
    action: 'staff.manage',
    method: 'POST',
    url: '/api/admin/staff-status.php',
    summary: 'Disable or enable an account `{ id, disabled }`; disabling ends its sessions at once (not your own).',
    body: z.object({ id: ZRowId, disabled: z.boolean() }),
    response: ZStaffResponse,
    handler: async ({ req, member: staff, body }) => ({
      staff: await setStaffDisabled(deps, staff, req, body.id, body.disabled),
    }),
  });

  defineStaffRoute(app, {
    action: 'staff.manage',
    method: 'POST',
    url: '/api/admin/staff-second-factor.php',
    summary:
      'Reset someone’s second factor `{ id }`: the authenticator secret and recovery codes go, sessions end; the next login sets it up again.',
    body: z.object({ id: ZRowId }),
    response: ZStaffResponse,
    handler: async ({ req, member: staff, body }) => ({ staff: await resetSecondFactor(deps, staff, req, body.id) }),
  });

  defineStaffRoute(app, {
    action: 'audit.view',
    method: 'GET',
    url: '/api/admin/audit.php',
    summary: 'The audit log, newest first, 50 a page `?page=&staff=&action=&target_type=&target_id=`.',
    query: ZAdminAuditQuery,
    response: z.object({ entries: z.array(ZAdminAuditEntry), page: z.number().int(), has_more: z.boolean() }),
    handler: async ({ query }) => auditPage(deps.db, { ...query, page: query.page ?? 1 }),
  });
}
