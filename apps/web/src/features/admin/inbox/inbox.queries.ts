import { useMutation, useQuery } from '@tanstack/react-query';
import type { TMemberCard, TMessage } from '@app/shared';
import { queryClient } from '../../../lib/query-client';
import { CONSOLE_KEY, consoleApi } from '../console-api';
import { periodRange, type TFigurePeriod } from './inbox-logic';

/** One conversation waiting for a fictional profile's answer (GET /api/admin/inbox.php). */
export interface TWaitingConversation {
  conversation_id: number;
  unread_count: number;
  unread_since: string | null;
  site_id: number;
  site_name: string;
  fictional_profile_id: number;
  fictional_name: string;
  member_profile_id: number;
  member_name: string;
  member_country: string;
  member_language: string;
  claimed_by: number | null;
  claimed_by_name: string | null;
  claim_expires_at: string | null;
}

/** A profile as the operator sees it: the card plus the facts to answer in character. */
export interface TInboxProfile extends TMemberCard {
  about: string;
  gender: string;
  sexuality: string | null;
  seeking: string;
  interests: string[];
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  language: string;
}

export interface TInboxNote {
  id: number;
  text: string;
  created_at: string;
  author: string | null;
}

/** A claimed conversation (GET /api/admin/inbox-conversation.php). */
export interface TInboxConversation {
  conversation_id: number;
  /** The address prefix of the conversation's site, for its photos. */
  cdn_prefix: string;
  fictional: TInboxProfile;
  member: TInboxProfile;
  messages: TMessage[];
  notes: TInboxNote[];
  quick_replies: string[];
}

export interface TOperatorFigures {
  staff_id: number;
  name: string;
  conversations_answered: number;
  replies: number;
  median_first_response_seconds: number | null;
}

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
  consoleApi<{ conversations: TWaitingConversation[] }>('/api/admin/inbox.php').then((body) => body.conversations);

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
      consoleApi<TInboxConversation>('/api/admin/inbox-conversation.php', { query: { id }, signal }),
    enabled,
    refetchInterval: enabled ? CONVERSATION_POLL_MS : false,
    staleTime: 0,
  });
}

/** The logged-in operator's own figures for a period (the call answers every operator's). */
export function useOwnFigures(staffId: number, period: TFigurePeriod) {
  return useQuery({
    queryKey: inboxKeys.figures(period),
    queryFn: ({ signal }) =>
      consoleApi<{ operators: TOperatorFigures[] }>('/api/admin/inbox-stats.php', {
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
