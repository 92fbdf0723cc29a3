// Starts one built site per journey worker, each with a fresh embedded database and its own demo data: journey
// files share their site's demo members, so two files running at once must never share a site.
import type { TestProject } from 'vitest/node';
import { startTemporarySite } from '../../../scripts/temporary-site.mjs';
import { JOURNEY_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site address per worker; worker N (VITEST_POOL_ID) uses the Nth. */
    siteUrls: string[];
  }
}

let sites: Awaited<ReturnType<typeof startTemporarySite>>[] = [];

export async function setup(project: TestProject): Promise<void> {
  // One after the other: the first start builds the site when it is stale, and two builds must not race.
  for (let worker = 0; worker < JOURNEY_WORKERS; worker += 1) sites.push(await startTemporarySite());
  project.provide(
    'siteUrls',
    sites.map((site) => site.url),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(sites.map((site) => site.stop()));
  sites = [];
}
