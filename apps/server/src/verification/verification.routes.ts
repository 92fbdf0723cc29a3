import type { FastifyInstance } from 'fastify';
import { ZVerificationStart, ZVerificationState } from '@app/shared';
import { AppError } from '../lib/errors';
import { readMultipartForm } from '../lib/multipart-form';
import { enforceRateLimit } from '../lib/rate-limit';
import { defineMemberRoute } from '../lib/route';
import { startVerification, submitSelfie, verificationState, withdrawVerification } from './verification.service';

/** Starts and withdrawals a member may make per hour: far more than anyone trying honestly needs. */
const VERIFICATION_CHANGES_PER_HOUR = 30;

/** Selfie verification (issue 20 item 4). The multipart plugin is registered once by the photo routes. */
export function registerVerificationRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const limitChanges = (userId: number) =>
    enforceRateLimit(
      deps.rateLimiter,
      { key: `verification:${userId}`, limit: VERIFICATION_CHANGES_PER_HOUR, windowSeconds: 3600 },
      deps.clock.now(),
    );

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/verification.php',
    summary:
      "Where the member's selfie verification stands: `status` (null, started, checking, review, verified, rejected), the pose to copy while started, `verified_at`, the reason of a rejection, selfies left today and whether a photo to compare with exists.",
    response: ZVerificationState,
    handler: async ({ member }) => verificationState(deps, member.userId),
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/verification.php',
    summary:
      'Start a selfie check with explicit consent `{ consent: true }` (the selfie is biometric data, used only for this check and deleted after the decision). Draws the pose to copy; asking again while started answers the same pose.',
    body: ZVerificationStart,
    response: ZVerificationState,
    errors: [
      'already_verified',
      'verification_in_progress',
      'verification_limit',
      'no_photo_to_compare',
      'rate_limited',
    ],
    handler: async ({ req, member }) => {
      await limitChanges(member.userId);
      return startVerification(deps, { userId: member.userId, siteId: req.site.id });
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/verification_selfie.php',
    summary:
      'Send the selfie of a started check (multipart field "selfie"; JPEG, PNG or WebP, at most 10 MB). Answers at once with status "checking": the faces are compared afterwards, a clear match verifies, anything else goes to a moderator.',
    multipartFile: 'selfie',
    response: ZVerificationState,
    status: 202,
    errors: ['verification_not_started', 'verification_limit', 'unsupported_image'],
    handler: async ({ req, member }) => {
      const { file } = await readMultipartForm(req, 'selfie');
      if (!file) throw new AppError('invalid_input', { fields: { selfie: ['required'] } });
      return submitSelfie(deps, member.userId, file);
    },
  });

  defineMemberRoute(app, {
    method: 'DELETE',
    url: '/api/verification.php',
    summary:
      'Withdraw consent: an open check (started, being checked or waiting for a moderator) is deleted with its selfie.',
    response: ZVerificationState,
    errors: ['rate_limited'],
    handler: async ({ member }) => {
      await limitChanges(member.userId);
      return withdrawVerification(deps, member.userId);
    },
  });
}
