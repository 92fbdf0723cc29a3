// npm run bench:screening [-- --runs 3] — photo screening (NSFW classes, faces with age and descriptor) in its
// worker thread, on real photos: face-api's six sample group photos (1920 px, 3 to 5 faces each) and a
// head-and-shoulders portrait cut around each of their faces (one face each, like a member's profile photo).
// Each run starts a new worker and prints the time to its first result (thread start, model load, first
// picture), photos per second and p50 / p95 / max per photo for each kind, the worker's busy share and
// memory, the main thread's event-loop delay while it screens and while idle (what requests would feel), the
// machine's load, and, as a baseline measured in the same run, the bare sharp decode the screening starts
// with. With --runs N, min / median / max over the runs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { PhotoScreeningPool } from '../apps/server/src/screening/photos/photo-screening-pool';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(args.runs) || 1);
const IDLE_MS = 3_000;

const faceApiDir = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
const groups = [1, 2, 3, 4, 5, 6].map((n) => fs.readFileSync(path.join(faceApiDir, 'demo', `sample${n}.jpg`)));

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** One portrait per face of the group photos, found by a first screening: the face's box grown to three times its size. */
async function cutPortraits(pool: PhotoScreeningPool): Promise<Buffer[]> {
  const portraits: Buffer[] = [];
  for (const photo of groups) {
    const { faces, image } = await pool.screen(photo);
    for (const { box } of faces) {
      const left = Math.max(0, box.x - box.width);
      const top = Math.max(0, box.y - box.height);
      const width = Math.min(box.width * 3, image.width - left);
      const height = Math.min(box.height * 3, image.height - top);
      portraits.push(await sharp(photo).extract({ left, top, width, height }).jpeg({ quality: 85 }).toBuffer());
    }
  }
  return portraits;
}

interface Pass {
  perSecond: number;
  p50: number;
  p95: number;
  max: number;
}

async function pass(photos: Buffer[], work: (photo: Buffer) => Promise<unknown>): Promise<Pass> {
  const times: number[] = [];
  const started = performance.now();
  for (const photo of photos) {
    const begun = performance.now();
    await work(photo);
    times.push(performance.now() - begun);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: photos.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
}

/** What the screening itself starts with: decoding and shrinking the picture to 1024 px RGB. */
const bareDecode = (photo: Buffer) =>
  sharp(photo).rotate().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer();

const summary: Record<string, number[]> = {};
const keep = (name: string, value: number) => (summary[name] ??= []).push(value);

console.log(`bench:screening — ${os.cpus().length} cores, Node ${process.version}, runs ${runs}`);
let portraits: Buffer[] | undefined;
for (let run = 1; run <= runs; run++) {
  const loadBefore = load();
  const rssBefore = process.memoryUsage().rss;
  const pool = new PhotoScreeningPool();
  try {
    const started = performance.now();
    const first = await pool.screen(groups[0]!);
    const firstResult = performance.now() - started;
    if (first.faces.length === 0) throw new Error('no face found in sample1.jpg: the models are not working');
    portraits ??= await cutPortraits(pool);
    const loaded = await pool.stats();

    // The main thread's event-loop delay idle first, then while the worker screens: what requests would feel.
    const idle = monitorEventLoopDelay({ resolution: 10 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    idle.disable();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const busyBefore = pool.thread!.performance.eventLoopUtilization();
    const portrait = await pass(portraits, (photo) => pool.screen(photo));
    const group = await pass(groups, (photo) => pool.screen(photo));
    const busy = pool.thread!.performance.eventLoopUtilization(busyBefore).utilization;
    delay.disable();
    const after = await pool.stats();
    const rssWithWorker = process.memoryUsage().rss;
    const baseline = await pass([...portraits, ...groups], bareDecode);

    console.log(`\nRun ${run}/${runs}: load average (1/5/15 min) ${loadBefore} before, ${load()} after`);
    console.log(
      `First result ${(firstResult / 1000).toFixed(2)} s: worker ready after ${(pool.startupMs! / 1000).toFixed(2)} s ` +
        `(imports, then the models' loading ${(pool.loadMs! / 1000).toFixed(2)} s), then the first picture (1920 px, 3 faces).`,
    );
    console.log('| photos | count | photos/s | p50 ms | p95 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    const row = (name: string, count: number, figures: Pass) =>
      console.log(
        `| ${name} | ${count} | ${figures.perSecond.toFixed(2)} | ${figures.p50.toFixed(0)} | ${figures.p95.toFixed(0)} | ${figures.max.toFixed(0)} |`,
      );
    row('portraits (one face, ~600 px)', portraits.length, portrait);
    row('group photos (1920 px, 3-5 faces)', groups.length, group);
    row('baseline: sharp decode to 1024 px RGB only (main thread)', portraits.length + groups.length, baseline);
    console.log(
      `Worker busy ${(busy * 100).toFixed(0)}% of the passes; main thread event-loop delay meanwhile p99 ` +
        `${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms ` +
        `(idle for ${IDLE_MS / 1000} s before: p99 ${(idle.percentile(99) / 1e6).toFixed(1)} ms, max ${(idle.max / 1e6).toFixed(1)} ms).`,
    );
    console.log(
      `Worker memory after load / after the passes: JS heap ${mb(loaded.memory.heapUsed)} / ${mb(after.memory.heapUsed)} MB, ` +
        `wasm heap ${mb(loaded.wasmHeapBytes)} / ${mb(after.wasmHeapBytes)} MB, tensors ${loaded.tensors} / ${after.tensors}; ` +
        `process RSS ${mb(rssBefore)} MB before the worker, ${mb(rssWithWorker)} MB with it.`,
    );
    keep('first result s', firstResult / 1000);
    keep('worker ready s', pool.startupMs! / 1000);
    keep('portraits/s', portrait.perSecond);
    keep('portrait p95 ms', portrait.p95);
    keep('group photos/s', group.perSecond);
    keep('group photo p95 ms', group.p95);
    keep('baseline decodes/s', baseline.perSecond);
    keep('wasm heap MB', after.wasmHeapBytes / 1024 / 1024);
    keep('RSS added by the worker MB', (rssWithWorker - rssBefore) / 1024 / 1024);
    keep('main event-loop delay p99 ms, idle', idle.percentile(99) / 1e6);
    keep('main event-loop delay p99 ms, screening', delay.percentile(99) / 1e6);
  } finally {
    await pool.close();
  }
}

if (runs > 1) {
  console.log(`\nOver ${runs} runs (min / median / max):`);
  console.log('| figure | min | median | max |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, values] of Object.entries(summary)) {
    const format = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(2));
    console.log(
      `| ${name} | ${format(Math.min(...values))} | ${format(median(values))} | ${format(Math.max(...values))} |`,
    );
  }
}
