import type { TConfig } from '../config/env';
import type { TSiteRow } from './sites.queries';

type TSiteAddress = Pick<TSiteRow, 'id' | 'domain' | 'is_default'>;

/** Names that only resolve on this machine or network: they are reached over plain http on the server's port. */
export function isLocalDomain(domain: string): boolean {
  return (
    domain === 'localhost' ||
    domain.endsWith('.localhost') ||
    !domain.includes('.') ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(domain) ||
    domain.startsWith('[')
  );
}

/**
 * Where members reach each site: the base of every link in every mail (activation, reset, e-mail change,
 * reactivation, login links, unsubscribe). It comes from the site's configuration only, never from a
 * request, so a forged Host or X-Forwarded-Host cannot send a member's token to another host.
 *
 * - The default site (flagged, or the first one when none is, which covers an installation with one
 *   site) is at PUBLIC_URL when it is set: the operator's own statement of the public address.
 * - Every other site is at https:// and its own domain: the domain staff configured for it.
 * - A site on a local name (localhost, *.localhost, a name without a dot, an IP address) is reached over
 *   http on the port the server listens on, or with the scheme and port of PUBLIC_URL when that is set
 *   (development behind another port, e.g. the Vite dev server).
 */
export class SiteUrls {
  private port: number;

  constructor(
    private readonly config: Pick<TConfig, 'PUBLIC_URL' | 'PORT'>,
    private readonly defaultSiteId: () => number | undefined,
  ) {
    this.port = config.PORT;
  }

  /** The server listens on a port chosen at start (PORT=0): local sites are reached there. */
  listeningOn(port: number): void {
    this.port = port;
  }

  /** Scheme, host and port without a trailing slash, e.g. https://amora.example. */
  baseUrl(site: TSiteAddress): string {
    const publicUrl = this.config.PUBLIC_URL ? new URL(this.config.PUBLIC_URL) : undefined;
    const isDefault = site.is_default || site.id === this.defaultSiteId();
    if (publicUrl && isDefault) return publicUrl.origin;
    if (isLocalDomain(site.domain)) {
      const scheme = publicUrl?.protocol ?? 'http:';
      const port = publicUrl ? publicUrl.port : String(this.port);
      return `${scheme}//${site.domain}${port ? `:${port}` : ''}`;
    }
    return `https://${site.domain}`;
  }
}
