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
  /**
   * No session cookie came with the request this page answered: the visitor is nobody, without asking.
   * Never set on `/index.html`, the copy the service worker keeps and serves to every later visit.
   */
  signedOut?: true;
  featuredMembers?: { profiles: TMemberCard[] };
  lander?: TLanderResponse;
}
