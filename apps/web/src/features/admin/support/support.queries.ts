import { useMutation } from '@tanstack/react-query';
import type { TAdminMemberRow } from '@app/shared';
import { consoleApi, refreshConsole, useConsoleQuery } from '../console-api';

/** A search result: the shared row plus the fields the server adds (the shared shape is open). */
export type TMemberRow = TAdminMemberRow & {
  status: string;
  deleted_at: string | null;
  banned_at: string | null;
  signup_date: string;
  country: string;
};

/** The dossier's parts as the server sends them (member-lookup.ts); the shared schema keeps them open. */
export interface TDossierMember {
  id: number;
  email: string;
  status: string;
  fictional: boolean;
  credits: number;
  paid_user: boolean;
  language: string;
  invisible: boolean;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  signup_ip: string | null;
  signup_date: string;
  last_active_at: string;
  deleted_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  site_id: number;
  site_name: string;
  cdn_prefix: string;
  refund_days: number;
  profile_id: number;
  name: string;
  date_of_birth: string;
  gender: string;
  seeking: string;
  country: string;
  region: string | null;
  city: string;
  about: string;
  profile_status: string;
}
export interface TDossierPhoto {
  id: number;
  /** The full size, as it is: a signed address that works for a few minutes, unless it is the main photo. */
  url: string;
  thumb_filename: string;
  status: string;
  rejection_reason: string | null;
  created_at: string;
}
export interface TLedgerEntry {
  id: number;
  delta: number;
  balance_after: number;
  reason: string;
  note: string | null;
  ref_type: string | null;
  ref_id: string | number | null;
  created_at: string;
}
export interface TDossierOrder {
  id: number;
  public_id: string;
  status: string;
  credits: number;
  amount_cents: number;
  currency: string;
  method: string;
  provider: string;
  created_at: string;
  completed_at: string | null;
  refunded_at: string | null;
  refund_requested_at: string | null;
  refundable: boolean;
}
export interface TDossierSession {
  id: number;
  client_type: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}
export interface TDossierComplaint {
  id: number;
  reason: string;
  text: string;
  status: string;
  created_at: string;
  role: 'filed' | 'about';
}
export interface TDossierWarning {
  id: number;
  reason: string;
  text: string;
  created_at: string;
  seen_at: string | null;
}
export interface TDossier {
  member: TDossierMember;
  notifications: Array<{ type: string; enabled: boolean; reason: string | null }>;
  photos: TDossierPhoto[];
  ledger: TLedgerEntry[];
  orders: TDossierOrder[];
  sessions: TDossierSession[];
  complaints: TDossierComplaint[];
  warnings: TDossierWarning[];
}

export function useMemberSearch(q: string) {
  return useConsoleQuery<{ members: TMemberRow[] }>(['member-search'], '/api/admin/members.php', { q });
}

export function useDossier(userId: number) {
  return useConsoleQuery<TDossier>(['member', userId], '/api/admin/member.php', { id: userId });
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
