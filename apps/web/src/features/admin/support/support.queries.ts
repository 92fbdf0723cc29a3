import { useMutation } from '@tanstack/react-query';
import type { TAdminMemberRow, TAdminDossier } from '@app/shared';
import { consoleApi, CONSOLE_KEY, refreshConsole, useConsoleQuery } from '../console-api';

/** Member support's cache keys. */
export const supportKeys = {
  memberSearch: [CONSOLE_KEY, 'member-search'] as const,
  dossier: (userId: number) => [CONSOLE_KEY, 'member', userId] as const,
};

export function useMemberSearch(q: string) {
  return useConsoleQuery<{ members: TAdminMemberRow[] }>(supportKeys.memberSearch, '/api/admin/members.php', { q });
}

export function useDossier(userId: number) {
  return useConsoleQuery<TAdminDossier>(supportKeys.dossier(userId), '/api/admin/member.php', { id: userId });
}

type TSupportCall =
  | { path: '/api/admin/resend-activation.php'; body: { user: number } }
  | { path: '/api/admin/send-reset.php'; body: { user: number } }
  | { path: '/api/admin/grant-credits.php'; body: { user: number; amount: number; reason: string } }
  | { path: '/api/admin/refund.php'; body: { order: number } }
  | { path: '/api/admin/erase.php'; body: { user: number } }
  | { path: '/api/admin/ban.php'; body: { user: number; reason: string; ban_ip_range: boolean } }
  | { path: '/api/admin/warn.php'; body: { user: number; reason: string; text: string } };

/** One support action (a POST answering `{ ok: true }`); afterwards every console list is fresh. */
export function useSupportAction() {
  return useMutation({
    mutationFn: (call: TSupportCall) => consoleApi<{ ok: true }>(call.path, { method: 'POST', body: call.body }),
    onSuccess: () => refreshConsole(),
  });
}

export function useUnban() {
  return useMutation({
    mutationFn: (user: number) => consoleApi<{ ok: true }>('/api/admin/ban.php', { method: 'DELETE', body: { user } }),
    onSuccess: () => refreshConsole(),
  });
}

/** The member's data as their own download gives it, saved as a JSON file. */
export async function downloadMemberExport(userId: number, fileName: string): Promise<void> {
  const data = await consoleApi<Record<string, unknown>>('/api/admin/export.php', { query: { user: userId } });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
