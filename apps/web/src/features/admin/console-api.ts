import { CONSOLE_LANGUAGE_HEADER, type TAdminStaffMe, type TAdminStaffView, type TStaffAction } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { readConsoleLanguage } from './shell/console-language';

/** Every console cache entry starts with this key, so logging out forgets them all at once. */
export const CONSOLE_KEY = 'console';
export const staffMeKey = [CONSOLE_KEY, 'me'] as const;

type TOptions = Parameters<typeof api>[1];

/**
 * The console's calls: the member app's client, plus one rule: a call answered
 * `staff_authentication_required` means the staff session ended, so the console shows the login; each call
 * names the console language, so the server's messages come in the staff member's language.
 */
export async function consoleApi<T>(path: string, options?: TOptions): Promise<T> {
  try {
    const headers = { ...options?.headers, [CONSOLE_LANGUAGE_HEADER]: readConsoleLanguage() };
    return await api<T>(path, { ...options, headers });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'staff_authentication_required' && path !== '/api/admin/me.php') {
      queryClient.setQueryData<TAdminStaffMe>(staffMeKey, { staff: null, second_factor: null });
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] === CONSOLE_KEY && query.queryKey[1] !== 'me',
      });
    }
    throw error;
  }
}

export function useStaffMe() {
  return useQuery({
    queryKey: staffMeKey,
    queryFn: () => consoleApi<TAdminStaffMe>('/api/admin/me.php'),
    staleTime: 60_000,
  });
}

/** The logged-in staff member; only used below the login gate, where there always is one. */
export function useStaff(): TAdminStaffView {
  const staff = useStaffMe().data?.staff;
  if (!staff) throw new Error('useStaff outside the console login gate');
  return staff;
}

export function useMay(permission: TStaffAction): boolean {
  return useStaff().permissions.includes(permission);
}

/**
 * A console list or object, kept on screen while the next page loads. Its key comes from its feature's key
 * factory (`moderationKeys`, `siteAdminKeys`, ...: each starts with CONSOLE_KEY); the query is appended.
 */
export function useConsoleQuery<T>(
  key: readonly [typeof CONSOLE_KEY, ...unknown[]],
  path: string,
  query?: Record<string, string | number | undefined>,
) {
  return useQuery({
    queryKey: [...key, query ?? {}],
    queryFn: ({ signal }) => consoleApi<T>(path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** After a change, every console list shows fresh data. */
export function refreshConsole(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === CONSOLE_KEY && query.queryKey[1] !== 'me',
  });
}

/** The translated message the server answered, for an alert. */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}
