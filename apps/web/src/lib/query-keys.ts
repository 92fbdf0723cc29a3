/**
 * The first part of each key: a whole family of queries (every conversation, every member) can be
 * matched by it, and the keys below all start with one.
 */
const ROOTS = {
  settings: 'settings',
  company: 'company',
  user: 'user',
  interests: 'interests',
  regions: 'regions',
  member: 'member',
  members: 'members',
  conversation: 'conversation',
  packages: 'packages',
} as const;

/** One key factory for every server resource the web app caches. */
export const queryKeys = {
  settings: [ROOTS.settings] as const,
  company: [ROOTS.company] as const,
  user: [ROOTS.user] as const,
  warnings: ['warnings'] as const,
  /** A moderator's decision after a risk review the member may appeal. */
  appeal: ['appeal'] as const,
  /** Interest names in every language fetched so far (they come translated from the server). */
  allInterests: [ROOTS.interests] as const,
  interests: (language: string) => [ROOTS.interests, language] as const,
  regions: (country: string) => [ROOTS.regions, country] as const,
  featuredMembers: ['featured-members'] as const,
  /** A lander's members; with the map of the visitor's country or without. */
  lander: (withMap: boolean) => ['lander', withMap ? 'map' : 'plain'] as const,
  landerVideo: (style: 'kenburns' | 'transitions') => ['lander-video', style] as const,
  likes: ['likes'] as const,
  /** Every member profile cached, whatever its id. */
  allMembers: [ROOTS.member] as const,
  member: (id: number) => [ROOTS.member, id] as const,
  /** A member as a report shows them: under `member(id)`, so what refreshes the profile refreshes it too. */
  reportedMember: (id: number) => [ROOTS.member, id, 'reported'] as const,
  /** Every search result page cached, whatever its filters. */
  allMemberSearches: [ROOTS.members] as const,
  members: (query: object) => [ROOTS.members, query] as const,
  myProfile: ['my-profile'] as const,
  ownPhotos: ['own-photos'] as const,
  verification: ['verification'] as const,
  blocks: ['blocks'] as const,
  swipe: ['swipe'] as const,
  suggestions: (kind: 'match-finder' | 'signup-matches') => ['suggestions', kind] as const,
  chats: ['chats'] as const,
  /** A conversation's messages, opened by its id or, before the first message, by the other member's id. */
  conversation: (by: 'conversation' | 'member', id: number) => [ROOTS.conversation, by, id] as const,
  /** Every conversation cached, however it was opened. */
  allConversations: [ROOTS.conversation] as const,
  gifts: (language: string) => ['gifts', language] as const,
  /** Credit packages: visitors see their country's, a member their own currency and saved method. */
  packages: (memberId: number | null) => [ROOTS.packages, memberId] as const,
  /** The packages of whoever is or was logged in. */
  allPackages: [ROOTS.packages] as const,
  welcomeDiscount: ['welcome-discount'] as const,
  discountCode: (code: string) => ['discount-code', code] as const,
  /** Every checked discount code, whatever its text. */
  allDiscountCodes: ['discount-code'] as const,
  order: (id: string) => ['order', id] as const,
  /** The member's checkouts still open (continue or cancel). */
  pendingOrders: ['pending-orders'] as const,
  transactions: ['transactions'] as const,
  transaction: (id: string) => ['transactions', id] as const,
  notifications: ['notifications'] as const,
  /** What we offer instead of leaving. */
  retentionOffer: ['retention-offer'] as const,
};

/** The site's own data (settings, company, interests, regions): nobody's, so it outlives a logout. */
export const SITE_DATA_ROOTS: ReadonlySet<unknown> = new Set([
  ROOTS.settings,
  ROOTS.user,
  ROOTS.company,
  ROOTS.interests,
  ROOTS.regions,
]);

/** How long each kind of data may be served from the cache. */
export const CACHE_TIMES = {
  /**
   * Site settings and company info change rarely: kept for ten minutes, so a long visit or a page the
   * service worker served from its cache still picks up a change.
   */
  static: 600_000,
  /** The member is refreshed by polling and on focus. */
  member: 30_000,
  list: 60_000,
} as const;
