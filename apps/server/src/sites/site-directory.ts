import type { Database } from '../db/database';
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
 * All sites by domain, held in memory and reloaded every few seconds, so a change made by staff
 * reaches every server process without a restart.
 */
export class SiteDirectory {
  private byDomain = new Map<string, TSiteRow>();
  private byId = new Map<number, TSiteRow>();
  private defaultSite: TSiteRow | undefined;
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async resolve(host: string | undefined): Promise<TSiteRow> {
    await this.ensureFresh();
    const site = (host && this.byDomain.get(normaliseDomain(host))) || this.defaultSite;
    if (!site) throw new Error('No site is configured: run the migrations and the seed');
    return site;
  }

  async byIdOrThrow(siteId: number): Promise<TSiteRow> {
    await this.ensureFresh();
    const site = this.byId.get(siteId);
    if (!site) throw new Error(`Unknown site ${siteId}`);
    return site;
  }

  /** Forget the cached sites; the next request reloads them. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private async ensureFresh(): Promise<void> {
    if (Date.now() - this.loadedAt < REFRESH_AFTER_MS) return;
    this.loading ??= this.reload().finally(() => (this.loading = undefined));
    await this.loading;
  }

  private async reload(): Promise<void> {
    const [sites, domains] = await Promise.all([listSites(this.db), listSiteDomains(this.db)]);
    this.byId = new Map(sites.map((site) => [site.id, site]));
    this.byDomain = new Map(sites.map((site) => [normaliseDomain(site.domain), site]));
    for (const { domain, site_id } of domains) {
      const site = this.byId.get(site_id);
      if (site) this.byDomain.set(normaliseDomain(domain), site);
    }
    this.defaultSite = sites.find((site) => site.is_default) ?? sites[0];
    this.loadedAt = Date.now();
  }
}
