import type { Disruptions } from './disruptions';
import type { Failures } from './failures';
import type { RedisServer } from './local-services';
import type { ServerFleet } from './server-processes';
import { seconds, type RunClock, type TTimeline } from './timeline';

export interface TDirection {
  plan: TTimeline;
  clock: RunClock;
  servers: ServerFleet;
  redis: RedisServer | null;
  disruptions: Disruptions;
  failures: Failures;
  say: (line: string) => void;
  /** The process that is killed and started again. */
  lastProcess: number;
}

/** The deliberate trouble of the run, at its planned moments. */
export async function direct(run: TDirection): Promise<void> {
  const { plan, clock, servers, redis, disruptions, failures, say } = run;
  const events: Array<{ at: number; run: () => Promise<void> }> = [];
  const last = run.lastProcess;
  if (plan.killAtMs !== null) {
    events.push({
      at: plan.killAtMs,
      run: async () => {
        disruptions.killedAt = clock.elapsed();
        const slot = servers.kill(last);
        say(`SIGKILL ${slot.label} (pid ${slot.pid})`);
      },
    });
    events.push({
      at: plan.restartAtMs!,
      run: async () => {
        say(`starting server-${last + 1} again`);
        try {
          const slot = await servers.start(last);
          disruptions.restartedAt = clock.elapsed();
          say(`${slot.label} (pid ${slot.pid}) ready again on port ${slot.port}`);
        } catch (error) {
          failures.add('restart', (error as Error).message);
        }
      },
    });
  }
  if (plan.redisOutage && redis) {
    const outage = plan.redisOutage;
    events.push({
      at: outage.startMs,
      run: async () => {
        disruptions.redisStoppedAt = clock.elapsed();
        await redis.kill();
        say(`redis-server stopped (SIGKILL) for ${seconds(outage.endMs - outage.startMs)}`);
      },
    });
    events.push({
      at: outage.endMs,
      run: async () => {
        try {
          await redis.startAgain();
          say(`redis-server running again on port ${redis.port}`);
        } catch (error) {
          failures.add('redis restart', (error as Error).message);
        }
        disruptions.redisBackAt = clock.elapsed();
      },
    });
  }
  for (const event of events.sort((a, b) => a.at - b.at)) {
    await clock.sleep(event.at - clock.elapsed());
    if (clock.abort.signal.aborted) return;
    await event.run();
  }
}
