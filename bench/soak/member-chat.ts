import { randomUUID } from 'node:crypto';
import { CHAT_SEND_REFILL_SECONDS } from '@app/shared';
import type { Member } from './member';
import { buyCredits } from './member-payments';
import type { TPeer } from './soak-context';

const LINES = [
  'Hi! How is your week going?',
  'I saw you like walking too. Any favourite routes around Utrecht?',
  'Coffee at the Neude some time?',
  'Haha, that is a good one.',
  'What kind of music do you listen to?',
  'I just got back from the market, the weather is lovely.',
  'Do you cook? I make a mean stamppot.',
  'Sorry for the late answer, busy day at work!',
];

interface TSent {
  message?: { id: number };
  conversation?: { id: number };
  credits?: number;
}

/**
 * POST /api/messages.php to another simulated member: `{ to }` starts a conversation, `{ conversation }`
 * continues one. Out of credits (402) or over the free conversation limit (403) the member buys credits.
 */
export async function sendMessage(member: Member, to?: TPeer): Promise<void> {
  const { random, ctx } = member;
  const known = member.targets().filter((peer) => member.conversations.has(peer.profileId!));
  const peer = to ?? (random.chance(0.6) && known.length ? random.pickAny(known) : random.pickAny(member.targets()));
  if (!peer?.profileId) return;
  const conversation = member.conversations.get(peer.profileId);
  const text = `${random.pickAny(LINES)} (${member.label})`;
  const { outcome, body, answer } = await member.api<TSent>(
    {
      method: 'POST',
      path: '/api/messages.php',
      headers: { 'idempotency-key': randomUUID() },
      json: conversation ? { conversation, body: text } : { to: peer.profileId, body: text },
    },
    [201],
  );
  if (outcome === 'ok' && body.message && body.conversation) {
    ctx.activity.messages++;
    member.conversations.set(peer.profileId, body.conversation.id);
    if (typeof body.credits === 'number') member.credits = body.credits;
    if (peer.socket?.verified)
      ctx.realtime.expect(
        peer.socket,
        body.message.id,
        // From when the request left (members wait in idle gaps before sending).
        Date.now() - answer.ms,
        `member-${member.index + 1} → member-${peer.index + 1}`,
      );
    return;
  }
  const error = (body as { error?: string }).error;
  // Sent too fast (a member hammering send): wait as the server asks before the next action.
  if (error === 'chat_rate_limited')
    await ctx.clock.sleep(Number(answer.headers?.get('retry-after') ?? CHAT_SEND_REFILL_SECONDS) * 1000);
  if (answer.status === 402 || error === 'free_chat_limit') {
    member.credits = 0;
    await buyCredits(member);
  }
}

interface TChats {
  chats?: Array<{ conversation: { id: number }; profile: { id: number }; num_unread_messages: number }>;
}

/** The chat list, one conversation opened and marked read, and sometimes an answer. */
export async function readChats(member: Member): Promise<void> {
  const { random, ctx } = member;
  const { outcome, body } = await member.api<TChats>({ method: 'GET', path: '/api/chats.php' });
  if (outcome !== 'ok') return;
  const chats = body.chats ?? [];
  for (const chat of chats) member.conversations.set(chat.profile.id, chat.conversation.id);
  const unread = chats.filter((chat) => chat.num_unread_messages > 0);
  const chat = random.pickAny(unread.length ? unread : chats);
  if (!chat) return;
  await member.think(500, 2_000);
  const opened = await member.api({ method: 'GET', path: `/api/messages.php?conversation=${chat.conversation.id}` });
  if (opened.outcome !== 'ok') return;
  const read = await member.api({
    method: 'POST',
    path: '/api/chat-read.php',
    json: { conversation: chat.conversation.id },
  });
  if (read.outcome === 'ok') ctx.activity.chatReads++;
  const peer = ctx.peers.find((candidate) => candidate.profileId === chat.profile.id);
  if (peer && random.chance(0.5)) {
    await member.think(1_000, 5_000);
    await sendMessage(member, peer);
  }
}
