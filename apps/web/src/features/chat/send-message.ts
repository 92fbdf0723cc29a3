import type { QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type TMessage, type TSendMessageBody } from '@app/shared';
import { api } from '../../lib/api-client';
import { createStore } from '../../lib/store';
import { queryKeys } from '../../lib/query-keys';
import { addMessageToChats, addMessageToConversations, setCachedCredits } from './chat.queries';
import { classifySendError, dispatchOutbox, outboxStore, type TDraft, type TOutgoing } from './outbox';

interface TSendAnswer {
  message: TMessage;
  conversation: { id: number };
  credits: number;
}

/** What the composer holds per conversation: the text being written and a note under it. */
export interface TComposerDraft {
  text: string;
  /** A message the server refused (too long, or with contact details the site refuses) comes back here with the reason. */
  error: string | null;
}
export const draftsStore = createStore<Readonly<Record<string, TComposerDraft>>>({});

export function setDraft(target: string, draft: TComposerDraft): void {
  draftsStore.set((drafts) => ({ ...drafts, [target]: draft }));
}

export function moveDraft(from: string, to: string): void {
  const draft = draftsStore.get()[from];
  if (!draft) return;
  draftsStore.set(({ [from]: _moved, ...rest }) => ({ ...rest, [to]: draft }));
}

/** After logout nothing the member was writing stays in memory for the next person on the device. */
export function forgetChatDrafts(): void {
  outboxStore.set([]);
  draftsStore.set({});
}

/** The request body for a draft to a conversation (`c:<id>`) or, before the first message, a member (`m:<id>`). */
export function sendBody(target: string, draft: TDraft): TSendMessageBody {
  const [kind, rawId] = target.split(':');
  const id = Number(rawId);
  const to = kind === 'c' ? { conversation: id } : { to: id };
  if (draft.kind === 'gift') return { ...to, kind: 'gift', body: '', gift: draft.gift.key };
  if (draft.kind === 'photo') return { ...to, kind: 'photo', body: '', photo: draft.photo.id };
  return { ...to, kind: 'text', body: draft.body };
}

/**
 * Sends a pending message with its own Idempotency-Key (the same on every retry, so it is charged once).
 * Sent: the message joins the conversation and the list, the balance follows. Failed: it stays with
 * the reason; a text refused as too long or for its contact details goes back into the composer instead.
 */
export async function deliver(
  queryClient: QueryClient,
  item: Extract<TOutgoing, { state: 'pending' }>,
  context: { ownProfileId: number; otherProfileId: number },
): Promise<TSendAnswer | null> {
  let answer: TSendAnswer;
  try {
    answer = await api<TSendAnswer>('/api/messages.php', {
      method: 'POST',
      body: sendBody(item.target, item.draft),
      headers: { [IDEMPOTENCY_KEY_HEADER]: item.key },
    });
  } catch (error) {
    const { failure, message } = classifySendError(error);
    if ((failure.reason === 'message_too_long' || failure.reason === 'contact_details') && item.draft.kind === 'text') {
      dispatchOutbox({ type: 'discard', key: item.key });
      const current = draftsStore.get()[item.target]?.text ?? '';
      setDraft(item.target, { text: current || item.draft.body, error: message });
      return null;
    }
    dispatchOutbox({ type: 'fail', key: item.key, failure, message });
    // A block made meanwhile: the conversation learns it from the server and closes the composer.
    if (failure.reason === 'blocked') void queryClient.invalidateQueries({ queryKey: queryKeys.allConversations });
    return null;
  }
  addMessageToConversations(queryClient, answer.message, context.otherProfileId);
  addMessageToChats(queryClient, answer.message, { ownProfileId: context.ownProfileId, readNow: true });
  setCachedCredits(queryClient, answer.credits);
  dispatchOutbox({ type: 'sent', key: item.key });
  return answer;
}
