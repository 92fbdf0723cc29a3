import type dashboard from '@app/shared/locales/console/dashboard/en.json';
import type inbox from '@app/shared/locales/console/inbox/en.json';
import type moderation from '@app/shared/locales/console/moderation/en.json';
import type postbacks from '@app/shared/locales/console/postbacks/en.json';
import type shell from '@app/shared/locales/console/shell/en.json';
import type sites from '@app/shared/locales/console/sites/en.json';
import type support from '@app/shared/locales/console/support/en.json';
import type system from '@app/shared/locales/console/system/en.json';

/** The operations console's namespaces, one catalogue folder per area under locales/console/. */
export interface TConsoleResources {
  'console-shell': typeof shell;
  'console-moderation': typeof moderation;
  'console-support': typeof support;
  'console-sites': typeof sites;
  'console-inbox': typeof inbox;
  'console-dashboard': typeof dashboard;
  'console-system': typeof system;
  'console-postbacks': typeof postbacks;
}

export { CONSOLE_LANGUAGES, type TConsoleLanguage } from '@app/shared';
