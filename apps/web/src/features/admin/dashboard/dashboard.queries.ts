import type { TAdminDashboard } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_KEY, consoleApi } from '../console-api';
import { filterQuery, type TFilters } from './dashboard-data';

export const dashboardKeys = {
  figures: (filters: TFilters) => [CONSOLE_KEY, 'dashboard', filterQuery(filters)] as const,
  sites: [CONSOLE_KEY, 'dashboard', 'sites'] as const,
};

/** The figures of the filters; the previous ones stay on screen while others load. */
export function useDashboard(filters: TFilters) {
  return useQuery<TAdminDashboard & { from: string; to: string }>({
    queryKey: dashboardKeys.figures(filters),
    // The figures carry their own range, so figures kept on screen while others load stay consistent.
    queryFn: ({ signal }) =>
      consoleApi<TAdminDashboard>('/api/admin/dashboard.php', { query: filterQuery(filters), signal }).then(
        (figures) => ({
          ...figures,
          from: filters.from,
          to: filters.to,
        }),
      ),
    enabled: filters.valid,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // The daily totals are brought up to date every 5 minutes on the server.
    refetchInterval: 5 * 60_000,
  });
}

/** The sites to filter by; only staff who may see the site settings get the list (others see all sites). */
export function useDashboardSites(allowed: boolean) {
  return useQuery({
    queryKey: dashboardKeys.sites,
    queryFn: ({ signal }) =>
      consoleApi<{ sites: Array<{ id: number; name: string; domain: string }> }>('/api/admin/sites.php', { signal }),
    select: (body) => body.sites,
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
}

/** The address of the CSV download of the same filters. */
export function csvUrl(filters: TFilters): string {
  return `/api/admin/dashboard.csv?${new URLSearchParams(filterQuery(filters)).toString()}`;
}
