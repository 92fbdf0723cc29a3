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
import { consoleApi, CONSOLE_KEY, refreshConsole, useConsoleQuery } from '../console-api';

/** Site administration's cache keys. */
export const siteAdminKeys = {
  sites: [CONSOLE_KEY, 'sites'] as const,
  site: (id: number) => [CONSOLE_KEY, 'site', id] as const,
  companies: [CONSOLE_KEY, 'companies'] as const,
  packages: (site: number) => [CONSOLE_KEY, 'packages', site] as const,
  gifts: [CONSOLE_KEY, 'gifts'] as const,
  discounts: [CONSOLE_KEY, 'discounts'] as const,
  fictional: [CONSOLE_KEY, 'fictional'] as const,
  fictionalProfile: (user: number) => [CONSOLE_KEY, 'fictional-profile', user] as const,
  staff: [CONSOLE_KEY, 'staff'] as const,
  audit: [CONSOLE_KEY, 'audit'] as const,
};

/** The calls of site administration (all under /api/admin/, see the server's sites/*.routes.ts). */

export const useAdminSites = () =>
  useConsoleQuery<{ sites: TAdminSiteRow[] }>(siteAdminKeys.sites, '/api/admin/sites.php');

export const useAdminSite = (id: number) =>
  useConsoleQuery<{ site: TAdminSite }>(siteAdminKeys.site(id), '/api/admin/site.php', { id });

export const useCompanies = () =>
  useConsoleQuery<{ companies: TAdminCompany[] }>(siteAdminKeys.companies, '/api/admin/companies.php');

export const usePackages = (site: number) =>
  useConsoleQuery<{ packages: TAdminPackage[] }>(siteAdminKeys.packages(site), '/api/admin/packages.php', { site });

export const useGifts = () => useConsoleQuery<{ gifts: TAdminGift[] }>(siteAdminKeys.gifts, '/api/admin/gifts.php');

export const useDiscounts = (query: { site?: number; q?: string; page: number }) =>
  useConsoleQuery<{ codes: TAdminDiscountCode[]; has_more: boolean }>(
    siteAdminKeys.discounts,
    '/api/admin/discounts.php',
    query,
  );

export const useFictionalList = (query: { site: number; q?: string; page: number }) =>
  useConsoleQuery<{ profiles: TAdminFictionalRow[]; page: number; has_more: boolean }>(
    siteAdminKeys.fictional,
    '/api/admin/fictional.php',
    query,
  );

export const useFictionalProfile = (user: number) =>
  useConsoleQuery<{ profile: TAdminFictionalProfile }>(
    siteAdminKeys.fictionalProfile(user),
    '/api/admin/fictional-profile.php',
    {
      user,
    },
  );

export const useStaffList = () =>
  useConsoleQuery<{ staff: TAdminStaff[] }>(siteAdminKeys.staff, '/api/admin/staff.php');

export interface TAuditQuery {
  page: number;
  staff?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
}
export const useAuditLog = (query: TAuditQuery) =>
  useConsoleQuery<{ entries: TAdminAuditEntry[]; page: number; has_more: boolean }>(
    siteAdminKeys.audit,
    '/api/admin/audit.php',
    {
      ...query,
    },
  );

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
