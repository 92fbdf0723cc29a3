import type { TAdminPostbackCall, TAdminPostbackTemplate } from '@app/shared';
import { CONSOLE_KEY, useConsoleQuery } from '../console-api';

/** The postback screen's cache keys (a console change refreshes every console query). */
export const postbackKeys = {
  templates: (site: number) => [CONSOLE_KEY, 'postbacks', site] as const,
  calls: (site: number) => [CONSOLE_KEY, 'postback-calls', site] as const,
};

export const usePostbackTemplates = (site: number) =>
  useConsoleQuery<{ postbacks: TAdminPostbackTemplate[]; allowed_hosts: string[] }>(
    postbackKeys.templates(site),
    '/api/admin/postbacks.php',
    { site },
  );

export const usePostbackCalls = (site: number) =>
  useConsoleQuery<{ calls: TAdminPostbackCall[] }>(postbackKeys.calls(site), '/api/admin/postback-calls.php', {
    site,
  });
