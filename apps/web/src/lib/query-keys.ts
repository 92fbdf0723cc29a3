/** One key factory for every server resource the web app caches. */
export const queryKeys = {
  settings: ['settings'] as const,
  company: ['company'] as const,
  user: ['user'] as const,
  warnings: ['warnings'] as const,
  interests: (language: string) => ['interests', language] as const,
  regions: (country: string) => ['regions', country] as const,
  featuredMembers: ['featured-members'] as const,
  /** A lander's members; with the map of the visitor's country or without. */
  lander: (withMap: boolean) => ['lander', withMap ? 'map' : 'plain'] as const,
  landerVideo: (style: 'kenburns' | 'transitions') => ['lander-video', style] as const,
  likes: ['likes'] as const,
  member: (id: number) => ['member', id] as const,
  members: (query: object) => ['members', query] as const,
  myProfile: ['my-profile'] as const,
  ownPhotos: ['own-photos'] as const,
  blocks: ['blocks'] as const,
  swipe: ['swipe'] as const,
  suggestions: (kind: 'match-finder' | 'signup-matches') => ['suggestions', kind] as const,
  chats: ['chats'] as const,
  /** A conversation's messages, opened by its id or, before the first message, by the other member's id. */
  conversation: (by: 'conversation' | 'member', id: number) => ['conversation', by, id] as const,
  gifts: (language: string) => ['gifts', language] as const,
  /** Credit packages: visitors see their country's, a member their own currency and saved method. */
  packages: (memberId: number | null) => ['packages', memberId] as const,
  welcomeDiscount: ['welcome-discount'] as const,
  discountCode: (code: string) => ['discount-code', code] as const,
  order: (id: string) => ['order', id] as const,
  transactions: ['transactions'] as const,
  transaction: (id: string) => ['transactions', id] as const,
};

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
