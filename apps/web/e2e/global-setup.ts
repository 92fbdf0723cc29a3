// Starts one built site per journey worker, each with a fresh embedded database and its own demo data: journey
// files share their site's demo members, so two files running at once must never share a site.
import type { TestProject } from 'vitest/node';
import { startTemporarySite } from '../../../scripts/temporary-site.mjs';
import { startPostbackReceiver } from './postback-receiver';
import { JOURNEY_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site address per worker; worker N (VITEST_POOL_ID) uses the Nth. */
    siteUrls: string[];
    /** The local traffic network every site may send conversion postbacks to (postback-receiver.ts). */
    postbackReceiverUrl: string;
  }
}

let sites: Awaited<ReturnType<typeof startTemporarySite>>[] = [];
let receiver: Awaited<ReturnType<typeof startPostbackReceiver>> | undefined;

export async function setup(project: TestProject): Promise<void> {
  receiver = await startPostbackReceiver();
  const env = { POSTBACK_ALLOWED_HOSTS: receiver.hostEntry };
  // One after the other: the first start builds the site when it is stale, and two builds must not race.
  for (let worker = 0; worker < JOURNEY_WORKERS; worker += 1) sites.push(await startTemporarySite({ env }));
  project.provide(
    'siteUrls',
    sites.map((site) => site.url),
  );
  project.provide('postbackReceiverUrl', receiver.url);
}

export async function teardown(): Promise<void> {
  await Promise.all(sites.map((site) => site.stop()));
  sites = [];
  await receiver?.stop();
}
