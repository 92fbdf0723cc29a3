import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAdminBan,
  ZAdminDossier,
  ZAdminGrantCredits,
  ZAdminMemberRow,
  ZAdminWarn,
  ZBigRowId,
  ZRowId,
} from '@app/shared';
import { exportAccount } from '../../accounts/export.service';
import { ZAccountExport } from '../../accounts/export-schema';
import { inTransaction } from '../../db/transaction';
import { audit } from '../audit';
import { banMember, unbanMember, warnMember } from '../moderation/member-sanctions';
import { defineStaffRoute } from '../staff-route';
import { findMembers, memberDossier } from './member-lookup';
import { staffErase, staffGrantCredits, staffRefund, staffResendActivation, staffSendReset } from './support-actions';

const ok = z.object({ ok: z.literal(true) });
const user = z.object({ user: ZRowId });

/** Member support: find a member on any site, see everything about them, and help. */
export function registerSupportRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const done = { ok: true as const };

  defineStaffRoute(app, {
    action: 'members.view',
    method: 'GET',
    url: '/api/admin/members.php',
    summary: 'Members of every site by e-mail, name or id `?q=`.',
    query: z.object({ q: z.string().trim().min(1).max(254) }),
    response: z.object({ members: z.array(ZAdminMemberRow) }),
    handler: async ({ query }) => ({ members: await findMembers(deps, query.q) }),
  });

  defineStaffRoute(app, {
    action: 'members.view',
    method: 'GET',
    url: '/api/admin/member.php',
    summary:
      'One member’s dossier `?id=` (user id): profile, photos, ledger, purchases, sessions, notifications, complaints, warnings.',
    query: z.object({ id: ZRowId }),
    response: ZAdminDossier,
    handler: async ({ req, member: staff, query }) => {
      await audit(deps.db, staff, req, { action: 'member.view', targetType: 'user', targetId: query.id });
      return memberDossier(deps, query.id);
    },
  });

  defineStaffRoute(app, {
    action: 'members.support',
    method: 'POST',
    url: '/api/admin/resend-activation.php',
    summary: 'Mail the member a new activation link `{ user }`.',
    body: user,
    response: ok,
    handler: async ({ req, member: staff, body }) => (await staffResendActivation(deps, staff, req, body.user), done),
  });

  defineStaffRoute(app, {
    action: 'members.support',
    method: 'POST',
    url: '/api/admin/send-reset.php',
    summary: 'Mail the member a password reset link `{ user }`.',
    body: user,
    response: ok,
    handler: async ({ req, member: staff, body }) => (await staffSendReset(deps, staff, req, body.user), done),
  });

  defineStaffRoute(app, {
    action: 'credits.grant',
    method: 'POST',
    url: '/api/admin/grant-credits.php',
    summary: 'Give a member credits `{ user, amount, reason }` through the ledger.',
    body: ZAdminGrantCredits,
    response: ok,
    handler: async ({ req, member: staff, body }) => (
      await staffGrantCredits(deps, staff, req, body.user, body.amount, body.reason),
      done
    ),
  });

  defineStaffRoute(app, {
    action: 'payments.refund',
    method: 'POST',
    url: '/api/admin/refund.php',
    summary:
      'Refund a purchase `{ order }` within the site’s refund days: the provider refunds, the remaining credits go back once.',
    body: z.object({ order: ZBigRowId }),
    response: ok,
    handler: async ({ req, member: staff, body }) => (await staffRefund(deps, staff, req, body.order), done),
  });

  defineStaffRoute(app, {
    action: 'members.export',
    method: 'GET',
    url: '/api/admin/export.php',
    summary: 'Everything we hold about a member `?user=`, as the member’s own download gives it.',
    query: user,
    response: ZAccountExport,
    handler: async ({ req, reply, member: staff, query }) => {
      await audit(deps.db, staff, req, { action: 'member.export', targetType: 'user', targetId: query.user });
      reply.header('content-disposition', `attachment; filename="member-${query.user}.json"`);
      return exportAccount(deps, query.user);
    },
  });

  defineStaffRoute(app, {
    action: 'members.erase',
    method: 'POST',
    url: '/api/admin/erase.php',
    summary: 'Erase a member on request `{ user }` (the same code path as the erasure of deleted accounts).',
    body: user,
    response: ok,
    handler: async ({ req, member: staff, body }) => (await staffErase(deps, staff, req, body.user), done),
  });

  defineStaffRoute(app, {
    action: 'members.ban',
    method: 'POST',
    url: '/api/admin/ban.php',
    summary:
      'Ban a member `{ user, reason, ban_ip_range? }`: sessions end at once, the e-mail (and the /24 of the signup address) cannot sign up again.',
    body: ZAdminBan,
    response: ok,
    handler: async ({ req, member: staff, body }) => {
      await inTransaction(deps.db, (context) =>
        banMember(context, staff, req, body.user, { reason: body.reason, banIpRange: body.ban_ip_range }),
      );
      return done;
    },
  });

  defineStaffRoute(app, {
    action: 'members.ban',
    method: 'DELETE',
    url: '/api/admin/ban.php',
    summary: 'Lift a member’s ban `{ user }`.',
    body: user,
    response: ok,
    handler: async ({ req, member: staff, body }) => {
      await inTransaction(deps.db, ({ tx }) => unbanMember(tx, staff, req, body.user));
      return done;
    },
  });

  defineStaffRoute(app, {
    action: 'members.warn',
    method: 'POST',
    url: '/api/admin/warn.php',
    summary: 'Warn a member `{ user, reason, text }`: they see it the next time they use the site.',
    body: ZAdminWarn,
    response: ok,
    handler: async ({ req, member: staff, body }) => {
      await inTransaction(deps.db, ({ tx }) => warnMember(tx, staff, req, body.user, body.reason, body.text));
      return done;
    },
  });
}
