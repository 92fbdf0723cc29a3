import type { FastifyInstance } from 'fastify';
import { ZAppealStatusResponse, ZContactCheckBody, ZContactCheckResponse } from '@app/shared';
import { loggedInMember } from '../auth/logged-in-member';
import { enforceRateLimit } from '../lib/rate-limit';
import { defineMemberRoute } from '../lib/route';
import { contactSpans } from './contact-policy';
import { appealStatus } from './risk/risk-appeal';

/** Drafts a member may have checked per hour: a pause in typing each, far more than a busy evening of chat. */
const CONTACT_CHECKS_PER_HOUR = 1200;

export function registerScreeningRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/message_check.php',
    summary:
      'Whether a draft `{ body }` holds contact details, and what the site does with them: `{ policy: allow|flag|mask|refuse, findings: [{ kind, start, end }] }`. The composer warns with it before sending; the send itself applies the policy again. Nothing is stored.',
    body: ZContactCheckBody,
    response: ZContactCheckResponse,
    errors: ['rate_limited'],
    handler: async ({ req, member, body }) => {
      await enforceRateLimit(
        deps.rateLimiter,
        { key: `contact-check:${member.userId}`, limit: CONTACT_CHECKS_PER_HOUR, windowSeconds: 3600 },
        deps.clock.now(),
      );
      const site = req.site;
      // Only what the member would be told: an "allow" site finds nothing to warn about.
      const findings = site.contact_details === 'allow' ? [] : contactSpans(site, body.body);
      return { policy: site.contact_details, findings };
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/appeal.php',
    summary:
      "A moderator's decision after a risk review that the member may still appeal (`{ appeal: { decision: warned|suspended, decided_at } | null }`); the complaints page offers the appeal with it, sent as a complaint with reason `appeal`.",
    response: ZAppealStatusResponse,
    handler: async ({ req }) => ({ appeal: await appealStatus(deps.db, (await loggedInMember(req)).profileId) }),
  });
}
