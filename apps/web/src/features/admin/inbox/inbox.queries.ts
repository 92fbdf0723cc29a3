import { useMutation, useQuery } from '@tanstack/react-query';
import type { TAdminInboxConversation, TAdminOperatorFigures, TAdminWaitingConversation } from '@app/shared';
import { queryClient } from '../../../lib/query-client';
import { CONSOLE_KEY, consoleApi } from '../console-api';
import { periodRange, type TFigurePeriod } from './inbox-logic';

/** The waiting list is polled: members write all the time and other operators claim. */
export const QUEUE_POLL_MS = 5_000;
/** An open conversation is fetched again this often, so a member's next message shows up. */
export const CONVERSATION_POLL_MS = 10_000;

export const inboxKeys = {
  all: [CONSOLE_KEY, 'inbox'] as const,
  queue: [CONSOLE_KEY, 'inbox', 'queue'] as const,
  conversation: (id: number) => [CONSOLE_KEY, 'inbox', 'conversation', id] as const,
  figures: (period: TFigurePeriod) => [CONSOLE_KEY, 'inbox', 'figures', period] as const,
};

export const fetchQueue = () =>
  consoleApi<{ conversations: TAdminWaitingConversation[] }>('/api/admin/inbox.php').then((body) => body.conversations);

export function useQueue() {
  return useQuery({
    queryKey: inboxKeys.queue,
    queryFn: fetchQueue,
    refetchInterval: QUEUE_POLL_MS,
    staleTime: 0,
  });
}

export function useInboxConversation(id: number, enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.conversation(id),
    queryFn: ({ signal }) =>
      consoleApi<TAdminInboxConversation>('/api/admin/inbox-conversation.php', { query: { id }, signal }),
    enabled,
    refetchInterval: enabled ? CONVERSATION_POLL_MS : false,
    staleTime: 0,
  });
}

/** The logged-in operator's own figures for a period (an admin's call answers every operator's: this one is picked). */
export function useOwnFigures(staffId: number, period: TFigurePeriod) {
  return useQuery({
    queryKey: inboxKeys.figures(period),
    queryFn: ({ signal }) =>
      consoleApi<{ operators: TAdminOperatorFigures[] }>('/api/admin/inbox-stats.php', {
        query: periodRange(period, Date.now()),
        signal,
      }),
    select: (body) => body.operators.find((row) => row.staff_id === staffId) ?? null,
    refetchInterval: 60_000,
  });
}

/** Claims (or extends the claim on) a conversation; answers when the claim lapses. */
export const claimConversation = (conversation: number) =>
  consoleApi<{ expires_at: string }>('/api/admin/inbox-claim.php', { method: 'POST', body: { conversation } });

export const releaseConversation = (conversation: number) =>
  consoleApi<{ ok: true }>('/api/admin/inbox-claim.php', { method: 'DELETE', body: { conversation } });

export function useReply(conversation: number) {
  return useMutation({
    mutationFn: (body: string) =>
      consoleApi<{ ok: true }>('/api/admin/inbox-reply.php', { method: 'POST', body: { conversation, body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useAddNote(conversation: number) {
  return useMutation({
    mutationFn: (text: string) =>
      consoleApi<{ ok: true }>('/api/admin/inbox-note.php', { method: 'POST', body: { conversation, text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.conversation(conversation) }),
  });
}
