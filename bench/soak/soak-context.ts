import type { Disruptions } from './disruptions';
import type { Failures } from './failures';
import type { LoadBalancer } from './load-balancer';
import type { TMailServer } from './mail-server';
import type { RealtimeTracker } from './realtime';
import type { RunClock } from './timeline';

/** What members did, for the report. */
export interface TActivity {
  signups: number;
  activations: number;
  logins: number;
  logouts: number;
  searches: number;
  profileViews: number;
  likes: number;
  messages: number;
  chatReads: number;
  purchases: number;
  resetRequests: number;
  blocks: number;
  /** Expected refusals by code (402 insufficient_credits, 429 rate_limited, …). */
  refusals: Record<string, number>;
}

export const emptyActivity = (): TActivity => ({
  signups: 0,
  activations: 0,
  logins: 0,
  logouts: 0,
  searches: 0,
  profileViews: 0,
  likes: 0,
  messages: 0,
  chatReads: 0,
  purchases: 0,
  resetRequests: 0,
  blocks: 0,
  refusals: {},
});

/** A member as the others see it: someone to find, like and write to. */
export interface TPeer {
  index: number;
  gender: 'female' | 'male';
  profileId: number | null;
  confirmed: boolean;
  socket: import('./realtime').MemberSocket | null;
}

export interface TSoakContext {
  lb: LoadBalancer;
  clock: RunClock;
  mail: TMailServer;
  failures: Failures;
  disruptions: Disruptions;
  realtime: RealtimeTracker;
  activity: TActivity;
  peers: TPeer[];
  seed: number;
  runId: string;
}
