// Starts the built site with a fresh embedded database and demo data for the journeys.
import type { TestProject } from 'vitest/node';
import { startTemporarySite } from '../../../scripts/temporary-site.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let site: Awaited<ReturnType<typeof startTemporarySite>> | undefined;

export async function setup(project: TestProject): Promise<void> {
  site = await startTemporarySite();
  project.provide('baseUrl', site.url);
}

export async function teardown(): Promise<void> {
  await site?.stop();
}
