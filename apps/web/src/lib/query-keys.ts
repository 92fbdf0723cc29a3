/** One key factory for every server resource the web app caches. */
export const queryKeys = {
  settings: ['settings'] as const,
  company: ['company'] as const,
  user: ['user'] as const,
  interests: (language: string) => ['interests', language] as const,
  regions: (country: string) => ['regions', country] as const,
  featuredMembers: ['featured-members'] as const,
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
