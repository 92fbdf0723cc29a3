import type { FastifyInstance } from 'fastify';
import { loggedInMember } from '../auth/logged-in-member';
import { z } from 'zod';
import {
  CHAT_SEND_BURST,
  CHAT_SEND_REFILL_SECONDS,
  IDEMPOTENCY_KEY_HEADER,
  isLanguage,
  ZChatPhotoResponse,
  ZChatsResponse,
  ZConversationBody,
  ZGiftsResponse,
  ZMessagesQuery,
  ZMessagesResponse,
  ZOkResponse,
  ZSendMessageBody,
  ZSendMessageResponse,
} from '@app/shared';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { readMultipartForm } from '../lib/multipart-form';
import { defineMemberRoute } from '../lib/route';
import { uploadChatPhoto } from './chat-photos';
import { getMessages, listChats, markRead, removeChat } from './conversations.service';
import { listGifts } from './gifts.service';
import { sendMessage } from './send-message';

const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
/** Photos a member may upload for chats per hour: plenty for a conversation, little for abuse. */
const CHAT_PHOTOS_PER_HOUR = 30;

export function registerChatRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/chats.php',
    summary:
      'The member’s conversations, latest first: { chats: [{ conversation: { id }, profile, num_unread_messages, last_message, last_message_at }], unread_total }.',
    response: ZChatsResponse,
    handler: async ({ req }) => listChats(deps, req.site, await loggedInMember(req)),
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/messages.php',
    summary:
      'A conversation (`conversation`, or `member` for the other member) a page at a time: `before` pages back, `after` catches up. With the other member’s card, read receipt, costs and free conversations left.',
    query: ZMessagesQuery,
    response: ZMessagesResponse,
    errors: ['not_found', 'chat_history_limit'],
    handler: async ({ req, query }) => getMessages(deps, req.site, await loggedInMember(req), query),
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/messages.php',
    summary: `Send a text, gift or photo \`{ to | conversation, kind, body, gift?, photo? }\` with an Idempotency-Key header (a retry never charges twice). 201 { message, conversation, credits }. Errors: 402 insufficient_credits, 403 email_not_confirmed, blocked, free_chat_limit, 400 message_too_long, 429 chat_rate_limited with Retry-After (${CHAT_SEND_BURST} at once, then one every ${CHAT_SEND_REFILL_SECONDS} s; refused before anything is charged).`,
    body: ZSendMessageBody,
    response: ZSendMessageResponse,
    errors: [
      'not_found',
      'insufficient_credits',
      'email_not_confirmed',
      'blocked',
      'free_chat_limit',
      'message_too_long',
      'chat_rate_limited',
    ],
    status: 201,
    handler: async ({ req, body }) => {
      const key = ZIdempotencyKey.safeParse(req.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.success) throw new AppError('invalid_input', { fields: { [IDEMPOTENCY_KEY_HEADER]: ['required'] } });
      const sent = await sendMessage(deps, req.site, await loggedInMember(req), body, key.data);
      return { message: sent.message, conversation: { id: sent.conversationId }, credits: sent.credits };
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/chat-read.php',
    summary:
      'Mark a conversation read `{ conversation }`: its unread count becomes 0 and the other member sees the read receipt.',
    body: ZConversationBody,
    response: ZOkResponse,
    handler: async ({ req, body }) => {
      await markRead(deps, await loggedInMember(req), body.conversation);
      return { ok: true as const };
    },
  });

  defineMemberRoute(app, {
    method: 'DELETE',
    url: '/api/chat.php',
    summary: 'Remove a conversation from the list `{ conversation }` (spec point 7); a new message brings it back.',
    body: ZConversationBody,
    response: ZOkResponse,
    handler: async ({ req, body }) => {
      await removeChat(deps, await loggedInMember(req), body.conversation);
      return { ok: true as const };
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/chat-photos.php',
    summary:
      'Upload a photo to send in a chat (multipart field "photo"; JPEG, PNG or WebP, at most 10 MB): 201 { photo: { id, filename, thumb_filename } }. Send it with POST /api/messages.php kind "photo".',
    multipartFile: 'photo',
    response: ZChatPhotoResponse,
    status: 201,
    handler: async ({ req, member }) => {
      await enforceRateLimit(
        deps.rateLimiter,
        { key: `chat-photos:${member.userId}`, limit: CHAT_PHOTOS_PER_HOUR, windowSeconds: 3600 },
        deps.clock.now(),
      );
      const { file } = await readMultipartForm(req, 'photo');
      if (!file) throw new AppError('invalid_input', { fields: { photo: ['required'] } });
      return { photo: await uploadChatPhoto(deps, member.userId, file) };
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/gifts.php',
    summary:
      'The gift catalogue: { gifts: [{ key, name, image, credits }] }; image is relative to the site’s cdn_prefix.',
    response: ZGiftsResponse,
    handler: async ({ req, member }) => ({
      gifts: await listGifts(deps.db, req.site, isLanguage(member.language) ? member.language : 'en'),
    }),
  });
}
