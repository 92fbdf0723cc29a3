import type { AppDeps } from '../../app-deps';
import type { TScheduledJob } from '../../jobs/scheduler';
import { scanNewMessages } from './risk-scan';

/** Reads the messages written since the last run for scam and harassment signals (decision 038). */
export const scanMemberRiskJob: TScheduledJob<AppDeps> = {
  name: 'scan-member-risk',
  everyMs: 300_000,
  firstAfterMs: 60_000,
  run: (deps) => scanNewMessages(deps),
};
