import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TPhotoScreening } from './photo-screening-types';
import type { TPhotoWorkerReply, TPhotoWorkerRequest, TPhotoWorkerStats } from './photo-worker-messages';

/** Longer than any one picture takes (about 0.3 to 2 s each on this machine's kind); a worker stuck that long is ended. */
const SCREEN_TIMEOUT_MS = 60_000;
/** Loading the models takes 1 to 3 s; one that has not loaded by then will not. */
const LOAD_TIMEOUT_MS = 120_000;
/** Waiting pictures hold their bytes in memory: past this many, new ones are refused instead of queued. */
const QUEUE_LIMIT = 200;
/**
 * The worker's own JavaScript heap (decoded pixels pass through it; the models live in wasm memory, outside
 * it): a runaway picture ends the worker, not the server.
 */
const WORKER_HEAP_LIMIT_MB = 512;

export type TPhotoScreeningErrorCode =
  | 'unreadable_image'
  | 'screening_failed'
  | 'worker_crashed'
  | 'worker_unavailable'
  | 'timeout'
  | 'queue_full'
  | 'closed';

export class PhotoScreeningError extends Error {
  constructor(
    readonly code: TPhotoScreeningErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'PhotoScreeningError';
  }
}

export interface PhotoScreeningOptions {
  /** Another worker entry (tests of the pool's own behaviour); by default photo-worker. */
  workerUrl?: URL;
  screenTimeoutMs?: number;
}

type TJob =
  | { kind: 'screen'; bytes: Uint8Array; resolve: (result: TPhotoScreening) => void; reject: (error: Error) => void }
  | { kind: 'stats'; resolve: (stats: TPhotoWorkerStats) => void; reject: (error: Error) => void };

/**
 * One worker thread that screens pictures one after the other: started at the first request, started
 * again after a crash (the picture it was on fails, the others go on), ended by close().
 */
export class PhotoScreeningPool {
  private worker: Worker | undefined;
  private ready = false;
  private readonly queue: TJob[] = [];
  private current: { id: number; job: TJob } | undefined;
  private nextId = 1;
  private timer: NodeJS.Timeout | undefined;
  /** Why the worker is being ended, for the job it was on. */
  private ending: PhotoScreeningError | undefined;
  private closed = false;
  /** For the last worker started: milliseconds from its start to its being ready (imports and models)… */
  startupMs: number | undefined;
  /** …and of those, the models' loading alone. */
  loadMs: number | undefined;
  private startedAt = 0;
  /** How many workers were started: more than one means crashes or time-outs. */
  starts = 0;

  constructor(private readonly options: PhotoScreeningOptions = {}) {}

  /** What the models find in a picture (any format sharp reads); the bytes are copied, the caller keeps them. */
  screen(bytes: Uint8Array): Promise<TPhotoScreening> {
    return new Promise((resolve, reject) => this.enqueue({ kind: 'screen', bytes, resolve, reject }));
  }

  /** The worker's memory and counters, answered between two pictures. */
  stats(): Promise<TPhotoWorkerStats> {
    return new Promise((resolve, reject) => this.enqueue({ kind: 'stats', resolve, reject }));
  }

  /** The worker, for its event-loop figures (benchmarks): undefined until the first request. */
  get thread(): Worker | undefined {
    return this.worker;
  }

  /** Refuses what still waits and ends the worker; a closed pool answers every request with 'closed'. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PhotoScreeningError('closed'));
    const worker = this.worker;
    if (!worker) return;
    this.ending = new PhotoScreeningError('closed');
    await worker.terminate();
  }

  private enqueue(job: TJob): void {
    if (this.closed) return job.reject(new PhotoScreeningError('closed'));
    if (this.queue.length >= QUEUE_LIMIT) return job.reject(new PhotoScreeningError('queue_full'));
    this.queue.push(job);
    this.pump();
  }

  private pump(): void {
    if (this.current || this.queue.length === 0 || this.closed) {
      // An idle worker does not keep the process alive; one with work does.
      if (!this.current && this.queue.length === 0) this.worker?.unref();
      return;
    }
    if (!this.worker) this.start();
    this.worker!.ref();
    if (!this.ready) return;
    const job = this.queue.shift()!;
    const id = this.nextId++;
    this.current = { id, job };
    if (job.kind === 'screen') {
      // A copy of its own, handed over rather than cloned again.
      const bytes = new Uint8Array(job.bytes);
      this.post({ id, kind: 'screen', bytes }, [bytes.buffer]);
    } else {
      this.post({ id, kind: 'stats' }, []);
    }
    this.arm(this.options.screenTimeoutMs ?? SCREEN_TIMEOUT_MS, 'timeout');
  }

  private post(request: TPhotoWorkerRequest, transfer: ArrayBuffer[]): void {
    this.worker!.postMessage(request, transfer);
  }

  private arm(ms: number, code: 'timeout' | 'worker_unavailable'): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ending = new PhotoScreeningError(code, `the photo worker did not answer within ${ms} ms`);
      void this.worker?.terminate();
    }, ms);
  }

  private start(): void {
    this.starts++;
    this.startedAt = performance.now();
    this.ready = false;
    this.ending = undefined;
    const worker = spawnWorker(this.options.workerUrl);
    this.worker = worker;
    this.arm(LOAD_TIMEOUT_MS, 'worker_unavailable');
    let failure: Error | undefined;
    worker.on('message', (reply: TPhotoWorkerReply) => this.onReply(reply));
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (exitCode) => {
      if (this.worker !== worker) return;
      clearTimeout(this.timer);
      const wasReady = this.ready;
      this.worker = undefined;
      this.ready = false;
      const reason =
        this.ending ??
        new PhotoScreeningError(
          wasReady ? 'worker_crashed' : 'worker_unavailable',
          `the photo worker stopped (exit code ${exitCode}): ${failure?.message ?? 'no error'}`,
        );
      this.ending = undefined;
      this.current?.job.reject(reason);
      this.current = undefined;
      // A worker that could not even load its models would fail the same way for every waiting picture.
      if (!wasReady) for (const job of this.queue.splice(0)) job.reject(reason);
      this.pump();
    });
  }

  private onReply(reply: TPhotoWorkerReply): void {
    if (reply.kind === 'ready') {
      clearTimeout(this.timer);
      this.ready = true;
      this.startupMs = performance.now() - this.startedAt;
      this.loadMs = reply.loadMs;
      this.pump();
      return;
    }
    const current = this.current;
    if (!current || current.id !== reply.id) return;
    clearTimeout(this.timer);
    this.current = undefined;
    const { job } = current;
    if (reply.kind === 'failed') job.reject(new PhotoScreeningError(reply.code, reply.message));
    else if (reply.kind === 'screened' && job.kind === 'screen') job.resolve(reply.result);
    else if (reply.kind === 'stats' && job.kind === 'stats') job.resolve(reply.stats);
    else job.reject(new PhotoScreeningError('screening_failed', `unexpected reply ${reply.kind}`));
    this.pump();
  }
}

/**
 * From the TypeScript sources (tsx: dev server, tests, benches) the worker registers tsx's loader and then
 * imports photo-worker.ts: Node starts a worker's entry before any --import hook of its own applies, so a
 * .ts entry fails there even with tsx in execArgv. From the build (dist/server.js, `npm start`) it runs
 * dist/photo-worker.js, which apps/server/build.mjs bundles beside the server.
 */
function spawnWorker(workerUrl: URL | undefined): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_LIMIT_MB } };
  const fromSources = import.meta.url.endsWith('.ts');
  const url = workerUrl ?? new URL(fromSources ? './photo-worker.ts' : './photo-worker.js', import.meta.url);
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const loader = JSON.stringify(tsxApiUrl());
  const entry = JSON.stringify(url.href);
  return new Worker(`import(${loader}).then(({ register }) => { register(); return import(${entry}); });`, {
    ...options,
    eval: true,
  });
}

/** tsx's ESM API by the path its package exports, so that the worker finds it whatever the working directory. */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return pathToFileURL(path.join(path.dirname(manifestPath), manifest.exports['./esm/api'].import.default)).href;
}

let shared: PhotoScreeningPool | undefined;

/** What the models find in an uploaded picture, computed in the shared photo worker (started at the first call). */
export function screenPhoto(bytes: Uint8Array): Promise<TPhotoScreening> {
  shared ??= new PhotoScreeningPool();
  return shared.screen(bytes);
}

/** Ends the shared photo worker (server shutdown, tests); the next screenPhoto starts a new one. */
export async function closePhotoScreening(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
