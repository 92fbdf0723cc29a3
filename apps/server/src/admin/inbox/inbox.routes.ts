import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  OPERATOR_FIGURES_MAX_DAYS,
  ZAdminClaim,
  ZAdminClaimBody,
  ZAdminFigureRange,
  ZAdminFloor,
  ZAdminFloorQuery,
  ZAdminInboxConversation,
  ZAdminNoteBody,
  ZAdminOperatorDays,
  ZAdminOperatorDaysQuery,
  ZAdminOperatorFigures,
  ZAdminReplyBody,
  ZAdminWaitingConversation,
  ZRowId,
} from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { addNote } from './add-note';
import { claimConversation, releaseClaim } from './claim-conversation';
import { claimedConversation } from './claimed-conversation';
import { figureScope } from './figure-scope';
import { listWaiting } from './list-waiting';
import { operatorDays } from './operator-days';
import { operatorFigures } from './operator-figures';
import { operatorFloor } from './operator-floor';
import { replyAsFictional } from './reply-as-fictional';

const ok = z.object({ ok: z.literal(true) });

/** The operators' inbox: conversations with fictional profiles waiting for an answer. */
export function registerInboxRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'GET',
    url: '/api/admin/inbox.php',
    summary:
      'Conversations waiting for a fictional profile’s answer on the operator’s sites, oldest first, with language, country and who has claimed them.',
    response: z.object({ conversations: z.array(ZAdminWaitingConversation) }),
    handler: async ({ member: staff }) => ({ conversations: await listWaiting(deps, staff) }),
  });

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'POST',
    url: '/api/admin/inbox-claim.php',
    summary:
      'Claim a conversation `{ conversation }` (exclusive; lapses after 3 quiet minutes; claiming again extends it): 409 conversation_claimed when someone else has it.',
    body: ZAdminClaimBody,
    response: ZAdminClaim,
    handler: async ({ member: staff, body }) => claimConversation(deps, staff, body.conversation),
  });

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'DELETE',
    url: '/api/admin/inbox-claim.php',
    summary: 'Give a claimed conversation back `{ conversation }`.',
    body: ZAdminClaimBody,
    response: ok,
    handler: async ({ member: staff, body }) => (
      await releaseClaim(deps, staff, body.conversation),
      { ok: true as const }
    ),
  });

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'GET',
    url: '/api/admin/inbox-conversation.php',
    summary:
      'A claimed conversation: the member, the fictional profile’s facts, every message, the notes and quick replies in the member’s language.',
    query: z.object({ id: ZRowId }),
    response: ZAdminInboxConversation,
    handler: async ({ member: staff, query }) => claimedConversation(deps, staff, query.id),
  });

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'POST',
    url: '/api/admin/inbox-reply.php',
    summary:
      'Answer as the fictional profile `{ conversation, body }` (claim required): the member gets it in real time.',
    body: ZAdminReplyBody,
    response: ok,
    handler: async ({ req, member: staff, body }) => (
      await replyAsFictional(deps, { staff, req }, body.conversation, body.body),
      { ok: true as const }
    ),
  });

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'POST',
    url: '/api/admin/inbox-note.php',
    summary: 'Leave a note for the next operator `{ conversation, text }` (claim required).',
    body: ZAdminNoteBody,
    response: ok,
    handler: async ({ member: staff, body }) => (
      await addNote(deps, staff, body.conversation, body.text),
      { ok: true as const }
    ),
  });

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'GET',
    url: '/api/admin/inbox-stats.php',
    summary: `Per operator between \`from\` and \`to\` (ISO dates, UTC, at most ${OPERATOR_FIGURES_MAX_DAYS} days: 400 range_too_long): conversations answered, replies, median first-response time in seconds. An operator gets only their own row; admins (operators.view) every operator's.`,
    query: ZAdminFigureRange,
    response: z.object({ operators: z.array(ZAdminOperatorFigures) }),
    errors: ['range_too_long'],
    handler: async ({ member: staff, query }) => ({
      operators: await operatorFigures(deps, figureScope(staff, query)),
    }),
  });

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'GET',
    url: '/api/admin/operator-days.php',
    summary: `The operator floor's figures per operator and UTC day between \`from\` and \`to\` (at most ${OPERATOR_FIGURES_MAX_DAYS} days: 400 range_too_long): conversations claimed, answers, first answers with their median and 90th percentile wait and those within 5 minutes, members' paid messages and credits after the operator's answers, complaints about the profiles they answered as. An operator gets only their own rows (\`staff\` of another: 403 forbidden); admins (operators.view) every operator's, or one \`site\`'s or one \`staff\`'s.`,
    query: ZAdminOperatorDaysQuery,
    response: ZAdminOperatorDays,
    errors: ['range_too_long', 'forbidden'],
    handler: async ({ member: staff, query }) => operatorDays(deps, staff, query),
  });

  defineStaffRoute(app, {
    action: 'inbox.use',
    method: 'GET',
    url: '/api/admin/operator-floor.php',
    summary:
      'The operator floor now: conversations waiting per site and member language (count, claimed, oldest wait) on the caller’s sites or one `site`; for admins (operators.view) also who is online (console in use within 5 minutes, or a live claim) with their claims (`online`, null for operators).',
    query: ZAdminFloorQuery,
    response: ZAdminFloor,
    handler: async ({ member: staff, query }) => operatorFloor(deps, staff, query.site),
  });
}
