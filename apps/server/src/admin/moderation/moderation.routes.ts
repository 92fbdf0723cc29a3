import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAdminComplaintDetail,
  ZAdminComplaintResolve,
  ZAdminComplaintRow,
  ZAdminContactFlag,
  ZAdminContactFlagDecision,
  CONTACT_FLAG_STATUSES,
  ZAdminPendingPhoto,
  ZAdminPendingText,
  ZAdminTextReview,
  ZAdminRiskDecision,
  ZAdminRiskReview,
  RISK_REVIEW_STATUSES,
  ZRowId,
} from '@app/shared';
import { AppError } from '../../lib/errors';
import { may } from '../permissions';
import { defineStaffRoute } from '../staff-route';
import { decideContactFlag, listContactFlags } from './contact-flags.admin';
import { complaintDetail, listComplaints, resolveComplaint } from './complaints.admin';
import { PHOTO_REJECTION_REASONS, pendingPhotos, reviewPhoto } from './photo-review';
import { pendingTexts, reviewText } from './text-review';
import { decideRiskReview, listRiskReviews } from './risk-reviews.admin';

const ok = z.object({ ok: z.literal(true) });

/** The moderators' queues: complaints, photos waiting for approval, new "about me" texts, contact details. */
export function registerModerationRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'complaints.view',
    method: 'GET',
    url: '/api/admin/complaints.php',
    summary: 'The complaints queue (`status` open, dismissed or actioned), open ones oldest first.',
    query: z.object({
      status: z.enum(['open', 'dismissed', 'actioned']).default('open'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    response: z.object({ complaints: z.array(ZAdminComplaintRow) }),
    handler: async ({ query }) => ({ complaints: await listComplaints(deps, query.status, query.page) }),
  });

  defineStaffRoute(app, {
    action: 'complaints.view',
    method: 'GET',
    url: '/api/admin/complaint.php',
    summary: 'One complaint with the reported profile, their photos and the latest messages between the two members.',
    query: z.object({ id: ZRowId }),
    response: ZAdminComplaintDetail,
    handler: async ({ query }) => complaintDetail(deps, query.id),
  });

  defineStaffRoute(app, {
    action: 'complaints.resolve',
    method: 'POST',
    url: '/api/admin/complaint.php',
    summary:
      'Handle a complaint `{ complaint, action: dismiss|warn|hide_photo|disable_profile|ban, note, photo?, ban_ip_range? }`.',
    body: ZAdminComplaintResolve,
    response: ok,
    handler: async ({ req, member: staff, body }) => {
      // Banning needs its own permission on top of handling complaints.
      if (body.action === 'ban' && !may(staff.role, 'members.ban'))
        throw new AppError('forbidden', { action: 'members.ban' });
      await resolveComplaint(deps, staff, req, {
        complaint: body.complaint,
        action: body.action,
        note: body.note,
        photo: body.photo,
        banIpRange: body.ban_ip_range,
      });
      return { ok: true as const };
    },
  });

  defineStaffRoute(app, {
    action: 'photos.moderate',
    method: 'GET',
    url: '/api/admin/photos.php',
    summary: 'Photos waiting for approval, oldest first.',
    response: z.object({ photos: z.array(ZAdminPendingPhoto) }),
    handler: async () => ({ photos: await pendingPhotos(deps) }),
  });

  defineStaffRoute(app, {
    action: 'photos.moderate',
    method: 'POST',
    url: '/api/admin/photos.php',
    summary: 'Approve or reject a photo `{ photo, decision, reason? }`; the member sees the translated reason.',
    body: z.object({
      photo: ZRowId,
      decision: z.enum(['approve', 'reject']),
      reason: z.enum(PHOTO_REJECTION_REASONS).optional(),
    }),
    response: ok,
    handler: async ({ req, member: staff, body }) => {
      await reviewPhoto(deps, staff, req, body);
      return { ok: true as const };
    },
  });

  defineStaffRoute(app, {
    action: 'texts.moderate',
    method: 'GET',
    url: '/api/admin/texts.php',
    summary: 'New or changed "about me" texts waiting for review, oldest first.',
    response: z.object({ texts: z.array(ZAdminPendingText) }),
    handler: async () => ({ texts: await pendingTexts(deps) }),
  });

  defineStaffRoute(app, {
    action: 'texts.moderate',
    method: 'POST',
    url: '/api/admin/texts.php',
    summary:
      'Approve or reject a text `{ review, decision, reason }`; a rejected text comes off the profile and the member is warned.',
    body: ZAdminTextReview,
    response: ok,
    handler: async ({ req, member: staff, body }) => {
      await reviewText(deps, staff, req, body);
      return { ok: true as const };
    },
  });

  defineStaffRoute(app, {
    action: 'contacts.moderate',
    method: 'GET',
    url: '/api/admin/contact_flags.php',
    summary:
      'Contact details flagged, masked or refused in messages and profile texts (`status` open, dismissed or warned), with the text as written and the conversation around it. Open ones oldest first.',
    query: z.object({
      status: z.enum(CONTACT_FLAG_STATUSES).default('open'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    response: z.object({ flags: z.array(ZAdminContactFlag) }),
    handler: async ({ query }) => ({ flags: await listContactFlags(deps, query.status, query.page) }),
  });

  defineStaffRoute(app, {
    action: 'contacts.moderate',
    method: 'POST',
    url: '/api/admin/contact_flags.php',
    summary:
      'Close a flag `{ flag, decision: dismiss|warn, message? }`: a warning reaches the member with the translated reason and the message.',
    body: ZAdminContactFlagDecision,
    response: ok,
    handler: async ({ req, member: staff, body }) => {
      // A warning is a sanction: it needs the permission to warn members too.
      if (body.decision === 'warn' && !may(staff.role, 'members.warn'))
        throw new AppError('forbidden', { action: 'members.warn' });
      await decideContactFlag(deps, staff, req, body);
      return { ok: true as const };
    },
  });

  defineStaffRoute(app, {
    action: 'risk.review',
    method: 'GET',
    url: '/api/admin/risk_reviews.php',
    summary:
      "Members whose scam and harassment score reached their site's threshold (`status` open, or how they were decided; `review` for one), with the evidence and the messages behind it. Open ones by score, highest first.",
    query: z.object({
      status: z.enum(RISK_REVIEW_STATUSES).default('open'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      /** One review whatever its status (an appeal links to it). */
      review: ZRowId.optional(),
    }),
    response: z.object({ reviews: z.array(ZAdminRiskReview) }),
    handler: async ({ query }) => ({
      reviews: await listRiskReviews(deps, query.status, query.page, query.review),
    }),
  });

  defineStaffRoute(app, {
    action: 'risk.review',
    method: 'POST',
    url: '/api/admin/risk_reviews.php',
    summary:
      'Decide a review `{ review, decision: dismiss|warn|suspend|ban, note?, ban_ip_range? }`; a review decided already answers 409 review_decided.',
    body: ZAdminRiskDecision,
    response: ok,
    handler: async ({ req, member: staff, body }) => {
      // A sanction needs its own permission on top of reviewing.
      const needed = body.decision === 'warn' ? 'members.warn' : body.decision === 'dismiss' ? null : 'members.ban';
      if (needed && !may(staff.role, needed)) throw new AppError('forbidden', { action: needed });
      await decideRiskReview(deps, staff, req, body);
      return { ok: true as const };
    },
  });
}
