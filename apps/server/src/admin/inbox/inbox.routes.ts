import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAdminClaim,
  ZAdminClaimBody,
  ZAdminInboxConversation,
  ZAdminNoteBody,
  ZAdminOperatorFigures,
  ZAdminReplyBody,
  ZAdminWaitingConversation,
  ZRowId,
} from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { addNote } from './add-note';
import { claimConversation, releaseClaim } from './claim-conversation';
import { claimedConversation } from './claimed-conversation';
import { listWaiting } from './list-waiting';
import { operatorFigures } from './operator-figures';
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
    summary:
      'Per operator between `from` and `to` (ISO dates): conversations answered, replies, median first-response time in seconds.',
    query: z.object({ from: z.iso.date(), to: z.iso.date() }),
    response: z.object({ operators: z.array(ZAdminOperatorFigures) }),
    handler: async ({ query }) => ({
      operators: await operatorFigures(
        deps,
        new Date(`${query.from}T00:00:00Z`),
        new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000),
      ),
    }),
  });
}
