import type { TConfig } from '../config/env';
import type { TSiteRow } from './sites.queries';

/**
 * Where members reach a site when no request tells us (scheduled mails): its own domain over https,
 * or PUBLIC_URL for a local domain such as localhost.
 */
export function siteOrigin(config: Pick<TConfig, 'PUBLIC_URL' | 'PORT'>, site: Pick<TSiteRow, 'domain'>): string {
  if (site.domain.includes('.') && !site.domain.endsWith('.localhost')) return `https://${site.domain}`;
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  return `http://${site.domain}:${config.PORT}`;
}
