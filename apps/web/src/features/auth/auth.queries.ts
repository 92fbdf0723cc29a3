import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLanguage, TUser } from '@app/shared';
import { loadMemberTexts } from '../../i18n/i18n';
import { preloadMemberShell } from '../../layouts/member-shell';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys, SITE_DATA_ROOTS } from '../../lib/query-keys';
import { forgetSearch } from '../members/search/search-state';

/**
 * The cache holds a member only once the member texts (decision 033) and the member's parts of the shell
 * (layouts/member-shell.ts) are in place: everything that shows a member's screens, navigation, popups and
 * notices reads the user query first, so none of it renders without them. A visitor's answer (null) waits
 * for nothing.
 */
async function withMemberTexts<T extends TUser | null>(user: T): Promise<T> {
  if (user) await Promise.all([loadMemberTexts(), preloadMemberShell()]);
  return user;
}

export function fetchUser(): Promise<TUser | null> {
  return api<{ user: TUser | null }>('/api/user.php').then((body) => withMemberTexts(body.user));
}

/** After a login, a signup, a password reset or a login link: the member is cached once their texts are here. */
export async function rememberMember(queryClient: QueryClient, user: TUser): Promise<void> {
  queryClient.setQueryData(queryKeys.user, await withMemberTexts(user));
}

export const userQuery = { queryKey: queryKeys.user, queryFn: fetchUser, staleTime: CACHE_TIMES.member };

/** The logged-in member, or null; undefined only while the first answer is on its way. */
export function useUser(): TUser | null | undefined {
  return useQuery(userQuery).data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api<{ user: TUser }>('/api/user.php', { method: 'POST', body: credentials }).then((body) => body.user),
    onSuccess: (user) => rememberMember(queryClient, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/logout.php'),
    onSettled: () => forgetMember(queryClient),
  });
}

/** After logout (or a session the server no longer knows) nothing of the member stays cached. */
export function forgetMember(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.user, null);
  // The next person on this device does not start from this member's search.
  forgetSearch();
  // The site's own data is nobody's: it stays (the user key is already null).
  queryClient.removeQueries({ predicate: (query) => !SITE_DATA_ROOTS.has(query.queryKey[0]) });
}

export function saveLanguage(language: TLanguage): Promise<unknown> {
  return api('/api/user.php', { method: 'PUT', body: { language } });
}
