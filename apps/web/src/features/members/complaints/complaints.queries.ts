import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TAppealStatus, TMemberProfile, ZComplaintBody } from '@app/shared';
import { api } from '../../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';

/** Files a report for the moderators; visitors may too. */
export function useFileComplaint() {
  return useMutation({
    mutationFn: (body: z.output<typeof ZComplaintBody>) =>
      api<{ complaint: { id: number } }>('/api/complaints.php', { method: 'POST', body }),
  });
}

/**
 * The member a report is about, to show who is reported. Its own key under the member's, so a block
 * or like that refreshes `member(id)` refreshes it too, without sharing the profile screen's cache shape.
 */
export function useReportedMember(id: number | null) {
  return useQuery({
    queryKey: queryKeys.reportedMember(id ?? 0),
    queryFn: () => api<{ profile: TMemberProfile }>('/api/member.php', { query: { id: id! } }).then((b) => b.profile),
    staleTime: CACHE_TIMES.list,
    enabled: id !== null,
    // A member who is gone or hidden is simply not shown; the report can still be sent.
    retry: false,
  });
}

/** The decision after a risk review the logged-in member may appeal (null: none); nothing is asked for a visitor. */
export function useAppealStatus(loggedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.appeal,
    queryFn: () => api<{ appeal: TAppealStatus }>('/api/appeal.php').then((body) => body.appeal),
    staleTime: CACHE_TIMES.list,
    enabled: loggedIn,
  });
}
