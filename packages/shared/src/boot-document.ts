import type { TLanderResponse, TMemberCard } from './schemas/members';
import type { TSettings } from './schemas/settings';

/**
 * The JSON block of the page document (`BOOT_SETTINGS_ELEMENT_ID`): the site's settings, and for a visitor's
 * first screen the answer it would ask for first (the landing page's featured members, a lander's members), so
 * that screen draws without a call and its first picture is preloaded (issue 19 item 5).
 */
export interface TBootDocument {
  settings: TSettings;
  /** When the server wrote it: a copy the service worker kept is that old. */
  renderedAt: number;
  featuredMembers?: { profiles: TMemberCard[] };
  lander?: TLanderResponse;
}
