import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { ZAdminCode, ZAdminLogin, ZAdminStaffMe, ZAdminTotpConfirmed, ZAdminTotpSecret } from '@app/shared';
import { ROLE_PERMISSIONS } from '../permissions';
import { audit } from '../audit';
import { clearStaffCookie, currentStaff, setStaffCookie, type TStaffMember } from './staff-session';
import {
  confirmTotpSetup,
  staffLogout,
  staffPasswordLogin,
  staffSecondFactor,
  startTotpSetup,
} from './staff-auth.service';

const view = (staff: TStaffMember) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  languages: staff.languages,
  permissions: [...ROLE_PERMISSIONS[staff.role]],
});

async function pendingStaff(req: Parameters<typeof currentStaff>[0]) {
  const staff = await currentStaff(req);
  if (!staff) throw new AppError('staff_authentication_required');
  return staff;
}

/** Staff login: password, then an authenticator code (set up on the first login), each step its own call. */
export function registerStaffAuthRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/me.php',
    summary: 'The staff member of this browser: { staff, second_factor } (staff is null until both factors are done).',
    response: ZAdminStaffMe,
    handler: async ({ req }) => {
      const staff = await currentStaff(req);
      if (!staff) return { staff: null, second_factor: null };
      if (!staff.verified)
        return { staff: null, second_factor: staff.totpEnabled ? ('code' as const) : ('setup' as const) };
      return { staff: view(staff), second_factor: null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/login.php',
    summary: 'Staff login, first factor `{ email, password }`: then the second factor is asked.',
    body: ZAdminLogin,
    response: ZAdminStaffMe,
    handler: async ({ req, reply, body }) => {
      const { token, totpEnabled } = await staffPasswordLogin(deps, {
        email: body.email,
        password: body.password,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      setStaffCookie(req, reply, token);
      return { staff: null, second_factor: totpEnabled ? ('code' as const) : ('setup' as const) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/second-factor.php',
    summary: 'Second factor `{ code }`: the authenticator code (each accepted once) or a recovery code.',
    body: ZAdminCode,
    response: ZAdminStaffMe,
    handler: async ({ req, body }) => {
      const staff = await pendingStaff(req);
      await staffSecondFactor(deps, staff, body.code);
      await audit(deps.db, staff, req, { action: 'staff.login' });
      return { staff: view({ ...staff, verified: true }), second_factor: null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/totp-setup.php',
    summary: 'First login: a new authenticator secret `{ secret, otpauth }` to scan.',
    response: ZAdminTotpSecret,
    handler: async ({ req }) => startTotpSetup(deps, await pendingStaff(req), `${req.site.name} staff`),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/totp-setup.php',
    summary: 'Confirms the authenticator with a first code `{ code }`: the recovery codes, shown once.',
    body: ZAdminCode,
    response: ZAdminTotpConfirmed,
    handler: async ({ req, body }) => {
      const staff = await pendingStaff(req);
      const codes = await confirmTotpSetup(deps, staff, body.code);
      await audit(deps.db, staff, req, { action: 'staff.second_factor_enabled' });
      return { recovery_codes: codes, staff: view({ ...staff, verified: true, totpEnabled: true }) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/logout.php',
    summary: 'Ends the staff session.',
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ req, reply }) => {
      const staff = await currentStaff(req);
      if (staff) await staffLogout(deps, staff);
      clearStaffCookie(reply);
      return { ok: true as const };
    },
  });
}
