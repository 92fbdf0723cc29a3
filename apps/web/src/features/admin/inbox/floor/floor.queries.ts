import type { TAdminFloor, TAdminOperatorDays } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_KEY, consoleApi } from '../../console-api';
import { floorQuery, type TFloorFilters } from './floor-logic';

/** The live floor (queue, who is online) is polled like the inbox's queue, a little slower. */
export const FLOOR_POLL_MS = 10_000;
/** The day figures change with every answer; once a minute is enough for a view of the day. */
export const FLOOR_DAYS_POLL_MS = 60_000;

export const floorKeys = {
  live: (site: number | null) => [CONSOLE_KEY, 'inbox', 'floor', site] as const,
  days: (filters: TFloorFilters) => [CONSOLE_KEY, 'inbox', 'floor-days', floorQuery(filters)] as const,
};

export function useFloor(site: number | null) {
  return useQuery({
    queryKey: floorKeys.live(site),
    queryFn: ({ signal }) =>
      consoleApi<TAdminFloor>('/api/admin/operator-floor.php', {
        query: site === null ? {} : { site },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: FLOOR_POLL_MS,
    staleTime: 0,
  });
}

/** The figures per operator and day of the filters; none are asked for a range the server would refuse. */
export function useOperatorDays(filters: TFloorFilters) {
  return useQuery({
    queryKey: floorKeys.days(filters),
    queryFn: ({ signal }) =>
      consoleApi<TAdminOperatorDays>('/api/admin/operator-days.php', { query: floorQuery(filters), signal }),
    enabled: filters.problem === null,
    placeholderData: keepPreviousData,
    refetchInterval: FLOOR_DAYS_POLL_MS,
    staleTime: 10_000,
  });
}
