import { useMutation } from '@tanstack/react-query';
import type {
  TAdminAuditEntry,
  TAdminCompany,
  TAdminDiscountCode,
  TAdminFictionalProfile,
  TAdminGift,
  TAdminPackage,
  TAdminSite,
  TAdminSiteRow,
  TAdminStaff,
  TAdminFictionalRow,
} from '@app/shared';
import { consoleApi, refreshConsole, useConsoleQuery } from '../console-api';

/** The calls of site administration (all under /api/admin/, see the server's sites/*.routes.ts). */

export const useAdminSites = () => useConsoleQuery<{ sites: TAdminSiteRow[] }>(['sites'], '/api/admin/sites.php');

export const useAdminSite = (id: number) =>
  useConsoleQuery<{ site: TAdminSite }>(['site', id], '/api/admin/site.php', { id });

export const useCompanies = () =>
  useConsoleQuery<{ companies: TAdminCompany[] }>(['companies'], '/api/admin/companies.php');

export const usePackages = (site: number) =>
  useConsoleQuery<{ packages: TAdminPackage[] }>(['packages', site], '/api/admin/packages.php', { site });

export const useGifts = () => useConsoleQuery<{ gifts: TAdminGift[] }>(['gifts'], '/api/admin/gifts.php');

export const useDiscounts = (query: { site?: number; q?: string; page: number }) =>
  useConsoleQuery<{ codes: TAdminDiscountCode[]; has_more: boolean }>(['discounts'], '/api/admin/discounts.php', query);

export const useFictionalList = (query: { site: number; q?: string; page: number }) =>
  useConsoleQuery<{ profiles: TAdminFictionalRow[]; page: number; has_more: boolean }>(
    ['fictional'],
    '/api/admin/fictional.php',
    query,
  );

export const useFictionalProfile = (user: number) =>
  useConsoleQuery<{ profile: TAdminFictionalProfile }>(
    ['fictional-profile', user],
    '/api/admin/fictional-profile.php',
    {
      user,
    },
  );

export const useStaffList = () => useConsoleQuery<{ staff: TAdminStaff[] }>(['staff'], '/api/admin/staff.php');

export interface TAuditQuery {
  page: number;
  staff?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
}
export const useAuditLog = (query: TAuditQuery) =>
  useConsoleQuery<{ entries: TAdminAuditEntry[]; page: number; has_more: boolean }>(['audit'], '/api/admin/audit.php', {
    ...query,
  });

type TMethod = 'POST' | 'PUT' | 'DELETE';

/** A console change: one call, then every console list reloads (the audit log included). */
export function useAdminChange<TBody, TResult>(method: TMethod, path: string) {
  return useMutation({
    mutationFn: (body: TBody) => consoleApi<TResult>(path, { method, body }),
    onSuccess: () => refreshConsole(),
  });
}

/** An upload (a gift picture, a fictional profile's photo): a multipart form, then the lists reload. */
export function useAdminUpload<TResult>(path: string) {
  return useMutation({
    mutationFn: (form: FormData) => consoleApi<TResult>(path, { method: 'POST', body: form }),
    onSuccess: () => refreshConsole(),
  });
}
