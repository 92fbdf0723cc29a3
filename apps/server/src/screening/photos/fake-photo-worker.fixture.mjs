// A stand-in for photo-worker.ts in the pool's own tests: no models, and pictures that crash or hang it on purpose.
// The first byte of a picture says what to do: 0 answer, 1 crash, 2 never answer, 3 fail as unreadable.
import { parentPort } from 'node:worker_threads';

const result = {
  nsfw: { drawing: 0, hentai: 0, neutral: 1, porn: 0, sexy: 0 },
  explicit: 0,
  faces: [],
  image: { width: 1, height: 1 },
};
let screened = 0;

parentPort.on('message', (request) => {
  if (request.kind === 'stats') {
    parentPort.postMessage({
      id: request.id,
      kind: 'stats',
      stats: { memory: process.memoryUsage(), wasmHeapBytes: 0, tensors: 0, loadMs: 0, screened },
    });
    return;
  }
  const action = request.bytes[0];
  if (action === 1) process.exit(3);
  if (action === 2) return;
  if (action === 3) {
    parentPort.postMessage({ id: request.id, kind: 'failed', code: 'unreadable_image', message: 'not a picture' });
    return;
  }
  screened++;
  parentPort.postMessage({
    id: request.id,
    kind: 'screened',
    result: { ...result, image: { width: request.bytes.length, height: 1 } },
    ms: 0,
  });
});

parentPort.postMessage({ kind: 'ready', loadMs: 0 });
