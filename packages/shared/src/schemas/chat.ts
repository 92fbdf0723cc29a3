import { z } from 'zod';
import { ZBigRowId, ZRowId } from './ids';
import { ZMemberCard } from './members';

export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];
/** Free members page back through at most this many messages of a conversation (chat_history_limit). */
export const FREE_CHAT_HISTORY_MESSAGES = 200;

export const ZGift = z.object({ key: z.string(), name: z.string(), image: z.string(), credits: z.number().int() });
export type TGift = z.infer<typeof ZGift>;
export const ZGiftsResponse = z.object({ gifts: z.array(ZGift) });

export const ZMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  body: z.string(),
  gift: ZGift.omit({ credits: true }).nullable(),
  photo: z.object({ filename: z.string(), thumb_filename: z.string() }).nullable(),
  created_at: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

/**
 * The other member of a conversation as the viewer may see them. `available`: their card. `unavailable`:
 * a block between the two (or a ban) – nothing of them, not even whether they are online. `deleted`: they
 * deleted their account – nothing of them either. The id stays: the viewer knew it already.
 */
export const ZChatPartner = z.discriminatedUnion('availability', [
  ZMemberCard.extend({ availability: z.literal('available') }),
  z.object({ id: z.number().int(), availability: z.literal('unavailable') }),
  z.object({ id: z.number().int(), availability: z.literal('deleted') }),
]);
export type TChatPartner = z.infer<typeof ZChatPartner>;

/** One conversation in the list (spec point 3 "Chat entry") with its latest message. */
export const ZChatEntry = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: ZChatPartner,
  num_unread_messages: z.number().int(),
  last_message: ZMessage.nullable(),
  last_message_at: z.string().nullable(),
});
export type TChatEntry = z.infer<typeof ZChatEntry>;
export const ZChatsResponse = z.object({ chats: z.array(ZChatEntry), unread_total: z.number().int() });
export type TChatsResponse = z.infer<typeof ZChatsResponse>;

/** What writing to this member costs, in credits; `currency` is that of the member's country (spec point 1). */
export const ZMessageCosts = z.object({
  /** A text message to this member: the site's price, or the minimum of their country when higher. */
  text: z.number().int(),
  gift: z.number().int(),
  photo: z.number().int(),
  currency: z.string().length(3),
});
export type TMessageCosts = z.infer<typeof ZMessageCosts>;
/**
 * The costs of writing to this member, with what a text message's credits are worth in the writer's
 * currency (at the dearest credit of the packages; null where the site sells no credits in it).
 */
export const ZConversationCosts = ZMessageCosts.extend({
  text_value: z.object({ cents: z.number().int(), currency: z.string().length(3) }).nullable(),
});
export type TConversationCosts = z.infer<typeof ZConversationCosts>;

/**
 * GET /api/messages.php: a conversation by id, or by the other member (`member`, before the first
 * message there may be none). `before` pages back (keyset), `after` catches up after a reconnect.
 */
export const ZMessagesQuery = z
  .object({
    conversation: ZRowId.optional(),
    member: ZRowId.optional(),
    before: ZBigRowId.optional(),
    after: ZBigRowId.optional(),
  })
  .refine((query) => (query.conversation === undefined) !== (query.member === undefined), {
    message: 'conversation or member',
    path: ['conversation'],
  });
export const ZMessagesResponse = z.object({
  conversation: z.object({ id: z.number().int() }).nullable(),
  /** `blocked`: either member blocked the other; `blocked_by_me`: the viewer did (they can unblock). */
  profile: ZChatPartner.and(z.object({ blocked: z.boolean(), blocked_by_me: z.boolean() })),
  messages: z.array(ZMessage),
  /** Older messages exist before the first one given. */
  has_more: z.boolean(),
  /** The other member read everything up to this message (read receipts; 0 unless `available`). */
  other_last_read_message_id: z.number().int(),
  costs: ZConversationCosts,
  /** Free members may start this many conversations; null for premium members. */
  free_conversations_left: z.number().int().nullable(),
  /**
   * The member may not write here: a free member whose next message would start one conversation too
   * many (the send answers free_chat_limit). The app closes the composer with the way to premium.
   */
  free_chat_limit_reached: z.boolean(),
});
export type TMessagesResponse = z.infer<typeof ZMessagesResponse>;

/** POST /api/messages.php with an Idempotency-Key header: to a member or into a conversation. */
export const ZSendMessageBody = z
  .object({
    to: ZRowId.optional(),
    conversation: ZRowId.optional(),
    kind: z.enum(MESSAGE_KINDS).default('text'),
    body: z.string().max(20_000).default(''),
    gift: z.string().max(40).optional(),
    photo: ZRowId.optional(),
  })
  .refine((body) => (body.to === undefined) !== (body.conversation === undefined), {
    message: 'to or conversation',
    path: ['to'],
  })
  .refine((body) => body.kind !== 'text' || body.body.trim().length > 0, { message: 'required', path: ['body'] })
  .refine((body) => body.kind !== 'gift' || body.gift !== undefined, { message: 'required', path: ['gift'] })
  .refine((body) => body.kind !== 'photo' || body.photo !== undefined, { message: 'required', path: ['photo'] });
export type TSendMessageBody = z.infer<typeof ZSendMessageBody>;
export const ZSendMessageResponse = z.object({
  message: ZMessage,
  conversation: z.object({ id: z.number().int() }),
  /** The sender's balance after paying. */
  credits: z.number().int(),
});
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

export const ZConversationBody = z.object({ conversation: ZRowId });
export const ZChatPhotoResponse = z.object({
  photo: z.object({ id: z.number().int(), filename: z.string(), thumb_filename: z.string() }),
});
export type TChatPhotoResponse = z.infer<typeof ZChatPhotoResponse>;
export type TGiftsResponse = z.infer<typeof ZGiftsResponse>;

/** Realtime events on /api/ws, sent to every open tab of the member they concern. */
export const ZRealtimeEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    message: ZMessage,
    unread_total: z.number().int(),
    /** The sender's own tabs: the Idempotency-Key of the send, to match a pending message exactly. */
    client_key: z.string().optional(),
  }),
  z.object({
    type: z.literal('read'),
    conversation_id: z.number().int(),
    reader_id: z.number().int(),
    last_read_message_id: z.number().int(),
    unread_total: z.number().int().optional(),
  }),
  z.object({ type: z.literal('typing'), conversation_id: z.number().int(), profile_id: z.number().int() }),
  z.object({ type: z.literal('like'), profile_id: z.number().int(), match: z.boolean() }),
  z.object({ type: z.literal('credits'), credits: z.number().int() }),
  z.object({ type: z.literal('chat_removed'), conversation_id: z.number().int() }),
  /** The answer to a tab's ping: the connection is alive. */
  z.object({ type: z.literal('pong') }),
  /** The server may have missed events for a while (its event bus reconnected): catch up from the server. */
  z.object({ type: z.literal('resync') }),
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;
/** What a tab may send on the socket. */
export const ZClientEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversation_id: ZRowId }),
  z.object({ type: z.literal('ping') }),
]);
export type TClientEvent = z.infer<typeof ZClientEvent>;
