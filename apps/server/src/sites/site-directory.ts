import type { Database } from '../db/database';
import { insideTransaction } from '../db/transaction-scope';
import { listSiteDomains, listSites, type TSiteRow } from './sites.queries';

const REFRESH_AFTER_MS = 10_000;

/** Normalises a Host header or a forced domain: lower case, no port, no leading "www.". */
export function normaliseDomain(host: string): string {
  let domain = host.trim().toLowerCase();
  if (domain.startsWith('[')) domain = domain.slice(0, domain.indexOf(']') + 1);
  else domain = domain.replace(/:\d+$/, '');
  return domain.replace(/^www\./, '').replace(/\.$/, '');
}

/**
 * All sites by domain, held in memory. A copy older than a few seconds is still served while a fresh one
 * loads in the background, so a change made by staff reaches every process without a restart, and no
 * request ever waits for the reload (nor for a database that is busy). Only a directory that was never
 * loaded, or that this process invalidated after a change, is loaded before it answers.
 */
export class SiteDirectory {
  private byDomain = new Map<string, TSiteRow>();
  private byId = new Map<number, TSiteRow>();
  private defaultSite: TSiteRow | undefined;
  private loadedAt = 0;
  /** Bumped by invalidate(); a load counts only if it started after the latest bump. */
  private wanted = 1;
  private loaded = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: { warn(object: unknown, message: string): void } = console,
  ) {}

  async resolve(host: string | undefined): Promise<TSiteRow> {
    await this.ensureLoaded();
    const site = (host && this.byDomain.get(normaliseDomain(host))) || this.defaultSite;
    if (!site) throw new Error('No site is configured: run the migrations and the seed');
    return site;
  }

  async byIdOrThrow(siteId: number): Promise<TSiteRow> {
    await this.ensureLoaded();
    const site = this.byId.get(siteId);
    if (!site) throw new Error(`Unknown site ${siteId}`);
    return site;
  }

  /** The site an unknown domain gets: the flagged default, else the first one (undefined before the first load). */
  get defaultSiteId(): number | undefined {
    return this.defaultSite?.id;
  }

  /** Forget the cached sites after a change: the next caller waits for the new ones. */
  invalidate(): void {
    this.wanted++;
  }

  private async ensureLoaded(): Promise<void> {
    // Deterministic, whatever the cache holds: a lookup that might have to load belongs before the
    // transaction, never inside it (PGlite's one connection is the transaction's).
    if (insideTransaction())
      throw new Error('Sites are looked up inside an open transaction: look the site up before opening it');
    if (this.loaded < this.wanted) {
      // A load that began before the invalidation may hold the old rows: wait for one that began after.
      while (this.loaded < this.wanted) await this.reload();
      return;
    }
    if (Date.now() - this.loadedAt >= REFRESH_AFTER_MS)
      void this.reload().catch((error) => this.log.warn({ err: error }, 'refreshing the sites failed'));
  }

  /** One load at a time; callers that arrive meanwhile share it. */
  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    const generation = this.wanted;
    const [sites, domains] = await Promise.all([listSites(this.db), listSiteDomains(this.db)]);
    this.byId = new Map(sites.map((site) => [site.id, site]));
    this.byDomain = new Map(sites.map((site) => [normaliseDomain(site.domain), site]));
    for (const { domain, site_id } of domains) {
      const site = this.byId.get(site_id);
      if (site) this.byDomain.set(normaliseDomain(domain), site);
    }
    this.defaultSite = sites.find((site) => site.is_default) ?? sites[0];
    this.loadedAt = Date.now();
    this.loaded = generation;
  }
}
