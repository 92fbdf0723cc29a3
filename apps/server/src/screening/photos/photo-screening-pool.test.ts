import { afterEach, describe, expect, it } from 'vitest';
import { PhotoScreeningError, PhotoScreeningPool } from './photo-screening-pool';

// The pool's own behaviour, against a stand-in worker without models (fake-photo-worker.fixture.mjs).
const FAKE_WORKER = new URL('./fake-photo-worker.fixture.mjs', import.meta.url);
const ANSWER = Uint8Array.of(0, 0, 0);
const CRASH = Uint8Array.of(1);
const HANG = Uint8Array.of(2);
const UNREADABLE = Uint8Array.of(3);

let pool: PhotoScreeningPool | undefined;
function newPool(options: { screenTimeoutMs?: number } = {}): PhotoScreeningPool {
  pool = new PhotoScreeningPool({ workerUrl: FAKE_WORKER, ...options });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

async function failure(work: Promise<unknown>): Promise<string> {
  const error: unknown = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PhotoScreeningError);
  return (error as PhotoScreeningError).code;
}

describe('photo screening pool', () => {
  it('starts no worker before the first picture, then one for all of them, answered in order', async () => {
    const screening = newPool();
    expect(screening.thread).toBeUndefined();
    const answers = await Promise.all([1, 2, 3, 4].map((size) => screening.screen(new Uint8Array(size))));
    expect(answers.map((answer) => answer.image.width)).toEqual([1, 2, 3, 4]);
    expect(screening.starts).toBe(1);
    expect((await screening.stats()).screened).toBe(4);
  });

  it('fails the picture that crashed the worker and screens the next ones in a new worker', async () => {
    const screening = newPool();
    const [crashed, after] = await Promise.allSettled([screening.screen(CRASH), screening.screen(ANSWER)]);
    expect(crashed.status === 'rejected' && (crashed.reason as PhotoScreeningError).code).toBe('worker_crashed');
    expect(after.status).toBe('fulfilled');
    expect(screening.starts).toBe(2);
  });

  it('ends a worker that does not answer in time and goes on with a new one', async () => {
    const screening = newPool({ screenTimeoutMs: 300 });
    const hung = failure(screening.screen(HANG));
    const next = screening.screen(ANSWER);
    expect(await hung).toBe('timeout');
    expect((await next).image.width).toBe(3);
    expect(screening.starts).toBe(2);
  });

  it('passes on the worker’s own refusal without restarting it', async () => {
    const screening = newPool();
    expect(await failure(screening.screen(UNREADABLE))).toBe('unreadable_image');
    await screening.screen(ANSWER);
    expect(screening.starts).toBe(1);
  });

  it('refuses what waits when closed, and everything after', async () => {
    const screening = newPool();
    await screening.screen(ANSWER);
    const hung = failure(screening.screen(HANG));
    const waiting = failure(screening.screen(ANSWER));
    await screening.close();
    expect(await hung).toBe('closed');
    expect(await waiting).toBe('closed');
    expect(await failure(screening.screen(ANSWER))).toBe('closed');
  });

  it('fails every waiting picture at once when the worker cannot start', async () => {
    pool = new PhotoScreeningPool({ workerUrl: new URL('./no-such-worker.mjs', import.meta.url) });
    const codes = await Promise.all([pool.screen(ANSWER), pool.screen(ANSWER)].map(failure));
    expect(codes).toEqual(['worker_unavailable', 'worker_unavailable']);
  });
});
