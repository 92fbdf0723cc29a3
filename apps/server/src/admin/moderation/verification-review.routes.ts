import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZAdminVerification, ZAdminVerificationDecision } from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { decideVerificationReview, listVerificationReviews } from './verifications.admin';

/** The moderators' queue of selfie checks the automatic comparison could not settle (issue 20 item 4). */
export function registerVerificationReviewRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'verifications.review',
    method: 'GET',
    url: '/api/admin/verifications.php',
    summary:
      'Selfie checks waiting for a moderator, oldest first: the selfie and the approved photos side by side (signed addresses), the pose asked for and the automatic comparison.',
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    response: z.object({ verifications: z.array(ZAdminVerification) }),
    handler: async ({ query }) => ({ verifications: await listVerificationReviews(deps, query.page) }),
  });

  defineStaffRoute(app, {
    action: 'verifications.review',
    method: 'POST',
    url: '/api/admin/verifications.php',
    summary:
      'Decide a selfie check `{ verification, decision: verify|reject, reason? }`: verify gives the badge, reject tells the member why. The selfie is deleted either way. A check decided already answers 409 review_decided.',
    body: ZAdminVerificationDecision,
    response: z.object({ ok: z.literal(true) }),
    errors: ['review_decided', 'not_found'],
    handler: async ({ req, member: staff, body }) => {
      await decideVerificationReview(deps, staff, req, body);
      return { ok: true as const };
    },
  });
}
