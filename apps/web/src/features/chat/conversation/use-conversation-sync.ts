import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { TMessagesResponse } from '@app/shared';
import { queryKeys } from '../../../lib/query-keys';
import { mergeCatchUp } from '../chat-cache';
import { markConversationRead, type TConversationBy } from '../chat.queries';
import { lastIncomingId } from '../conversation-items';
import { openConversationStore } from '../open-conversation';
import { dispatchOutbox, targetKey } from '../outbox';
import { moveDraft } from '../send-message';
import { useDocumentVisible } from '../use-document-visible';
import { pathTo } from '../../../routes';

/**
 * What an open conversation keeps in step with the rest of the app:
 * - opened by member while a conversation exists (or once the first message started one), the address
 *   becomes /chats/<id>: caches, pending messages and the draft move along, so nothing on screen changes;
 * - it is read when opened and on every new incoming message while the tab is in front;
 * - the realtime handler knows it is on screen.
 */
export function useConversationSync(
  by: TConversationBy,
  id: number,
  data: TMessagesResponse | undefined,
  ownProfileId: number,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const visible = useDocumentVisible();
  const readUpTo = useRef<number | null>(null);
  const conversationId = data?.conversation?.id ?? null;
  const incomingId = data ? lastIncomingId(data.messages, ownProfileId) : 0;

  useEffect(() => {
    if (by !== 'member' || !data?.conversation) return;
    const next = data.conversation.id;
    queryClient.setQueryData<TMessagesResponse>(queryKeys.conversation('conversation', next), (current) =>
      current ? mergeCatchUp(current, data) : data,
    );
    dispatchOutbox({ type: 'move', from: targetKey(by, id), to: targetKey('conversation', next) });
    moveDraft(targetKey(by, id), targetKey('conversation', next));
    void navigate({ pathname: pathTo('chats-id', { id: next }), search }, { replace: true });
  }, [by, id, data, queryClient, navigate, search]);

  useEffect(() => {
    if (by !== 'conversation' || conversationId === null || !visible) return;
    if (readUpTo.current !== null && incomingId <= readUpTo.current) return;
    readUpTo.current = incomingId;
    void markConversationRead(queryClient, conversationId);
  }, [by, conversationId, incomingId, visible, queryClient]);

  useEffect(() => {
    if (conversationId === null) return;
    openConversationStore.set(conversationId);
    return () => {
      if (openConversationStore.get() === conversationId) openConversationStore.set(null);
    };
  }, [conversationId]);
}
