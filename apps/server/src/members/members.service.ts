import type { TMemberCard } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { TSiteRow } from '../sites/sites.queries';
import { toCard } from './cards';
import { findRecentlyActiveWithPhoto } from './members.queries';

const FEATURED_COUNT = 12;

/** Members for the landing page: the most recently active with a photo (visitors see the main photo only). */
export async function getFeaturedMembers(deps: Pick<AppDeps, 'db' | 'clock'>, site: TSiteRow): Promise<TMemberCard[]> {
  const now = deps.clock.now();
  const rows = await findRecentlyActiveWithPhoto(deps.db, site.id, FEATURED_COUNT);
  return rows.map((row) => toCard(row, now));
}
