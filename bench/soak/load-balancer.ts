import type { RequestStats } from './request-stats';
import type { ServerFleet, TServerSlot } from './server-processes';
import { sleep } from './timeline';

const REQUEST_TIMEOUT_MS = 30_000;
const PROBE_EVERY_MS = 1_000;
const PICK_WAIT_MS = 90_000;

export type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TOutgoing {
  method: TMethod;
  /** Path and query. */
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** What the stats file it under; default "METHOD /path". */
  kind?: string;
}

export interface TAnswer {
  status: number;
  ms: number;
  text: string;
  headers: Headers | null;
  backend: string;
  /** The backend's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  error?: string;
  lostToKill?: boolean;
}

/** State-changing calls carry what a browser sends on the site's own pages (plugins/security.ts). */
const needsSameOrigin = (method: TMethod, path: string) => method !== 'GET' || path.startsWith('/api/logout.php');

const kindOf = (method: string, path: string) =>
  `${method} ${path.split('?')[0]!.replace(/^\/sandbox\/checkout\/[^/]+$/, '/sandbox/checkout/:ref')}`;

function connectionErrorOf(error: unknown): { refused: boolean; message: string } {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError')
    return { refused: false, message: `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` };
  return {
    refused: cause?.code === 'ECONNREFUSED',
    message: `${cause?.code ?? (error as Error).name}: ${cause?.message ?? (error as Error).message}`,
  };
}

/**
 * The soak's own round-robin load balancer, in-process: every request goes to the next backend that is up.
 * A backend that refuses a connection is marked down (the request moves on to another) and skipped until
 * its /healthz answers again, like a real load balancer; it knows nothing else about the processes.
 */
export class LoadBalancer {
  private cursor = 0;
  private readonly down = new Map<number, number>();
  private prober: NodeJS.Timeout | undefined;

  constructor(
    private readonly fleet: ServerFleet,
    private readonly stats: RequestStats,
    private readonly log: (line: string) => void,
    /** While the run's own kill left no backend up, time spent waiting for one is not the server's. */
    private readonly noBackendExcused: () => boolean = () => false,
  ) {}

  startProbing(): void {
    this.prober = setInterval(() => void this.probeDownBackends(), PROBE_EVERY_MS);
  }

  stopProbing(): void {
    clearInterval(this.prober);
  }

  isUp(slot: TServerSlot): boolean {
    return !this.down.has(slot.index);
  }

  markDown(slot: TServerSlot, reason: string): void {
    if (this.down.has(slot.index)) return;
    this.down.set(slot.index, Date.now());
    this.log(`load balancer: ${slot.label} (port ${slot.port}) marked down: ${reason}`);
  }

  private async probeDownBackends(): Promise<void> {
    for (const [index, since] of this.down) {
      const slot = this.fleet.slots[index]!;
      const answer = await fetch(`http://127.0.0.1:${slot.port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (answer === 200 && this.down.get(index) === since) {
        this.down.delete(index);
        this.log(
          `load balancer: ${slot.label} (port ${slot.port}) up again after ${((Date.now() - since) / 1000).toFixed(1)} s`,
        );
      }
    }
  }

  /** The next backend that is up; waits (a while) when none is. */
  async pick(): Promise<TServerSlot> {
    const deadline = Date.now() + PICK_WAIT_MS;
    for (;;) {
      const slots = this.fleet.slots;
      for (let tried = 0; tried < slots.length; tried++) {
        const slot = slots[this.cursor++ % slots.length]!;
        if (this.isUp(slot)) return slot;
      }
      if (Date.now() > deadline) throw new Error(`no backend up for ${PICK_WAIT_MS / 1000} s`);
      await sleep(250);
    }
  }

  /** Sends one request through the balancer and records it; never throws. */
  async send(request: TOutgoing): Promise<TAnswer> {
    let started = performance.now();
    const kind = request.kind ?? kindOf(request.method, request.path);
    const requestBody = request.json === undefined ? undefined : JSON.stringify(request.json);
    for (let attempt = 0; ; attempt++) {
      let slot: TServerSlot;
      try {
        const picking = performance.now();
        slot = await this.pick();
        if (performance.now() - picking > 200 && this.noBackendExcused()) {
          this.stats.queuedForBackend++;
          started = performance.now();
        }
      } catch (error) {
        const answer = {
          status: 0,
          ms: performance.now() - started,
          text: '',
          headers: null,
          backend: 'none',
          origin: '',
        };
        this.stats.record({
          kind,
          method: request.method,
          path: request.path,
          backend: 'none',
          status: 0,
          ms: answer.ms,
          answer: '',
          error: (error as Error).message,
        });
        return { ...answer, error: (error as Error).message };
      }
      const origin = `http://127.0.0.1:${slot.port}`;
      const generation = slot.generation;
      const headers: Record<string, string> = { ...request.headers };
      if (needsSameOrigin(request.method, request.path)) {
        headers.origin = origin;
        headers['sec-fetch-site'] = 'same-origin';
      }
      let body: string | undefined;
      if (request.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = requestBody;
      } else if (request.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(request.form).toString();
      }
      try {
        const response = await fetch(`${origin}${request.path}`, {
          method: request.method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await response.text();
        const ms = performance.now() - started;
        this.stats.record({
          kind,
          method: request.method,
          path: request.path,
          backend: slot.label,
          status: response.status,
          ms,
          answer: text,
          requestBody: redact(requestBody),
        });
        return { status: response.status, ms, text, headers: response.headers, backend: slot.label, origin };
      } catch (error) {
        const failure = connectionErrorOf(error);
        const killed = slot.state === 'killed' || slot.generation !== generation;
        if (failure.refused) {
          // Nothing was sent: safe to move on, as a load balancer does.
          this.markDown(slot, failure.message);
          this.stats.retriedElsewhere++;
          if (attempt < this.fleet.slots.length + 2) continue;
        }
        const ms = performance.now() - started;
        this.stats.record({
          kind,
          method: request.method,
          path: request.path,
          backend: slot.label,
          status: 0,
          ms,
          answer: '',
          requestBody: redact(requestBody),
          error: failure.message,
          lostToKill: killed,
        });
        return {
          status: 0,
          ms,
          text: '',
          headers: null,
          backend: slot.label,
          origin,
          error: failure.message,
          lostToKill: killed,
        };
      }
    }
  }
}

/** Passwords stay out of the failure lines. */
function redact(body: string | undefined): string | undefined {
  return body?.replace(/"password":"[^"]*"/g, '"password":"…"').slice(0, 300);
}
