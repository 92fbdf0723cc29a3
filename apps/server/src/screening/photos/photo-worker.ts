// The photo worker: a worker_threads entry that loads the models once and screens one picture a message.
// Started by photo-screening-pool.ts, never imported.
import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { loadPhotoClassifier, UnreadableImageError } from './photo-classifier';
import type { TPhotoWorkerReply, TPhotoWorkerRequest, TPhotoWorkerStats } from './photo-worker-messages';

const port = parentPort;
if (!port) throw new Error('photo-worker.ts runs as a worker thread (see photo-screening-pool.ts)');

const started = performance.now();
const classifier = await loadPhotoClassifier();
const loadMs = performance.now() - started;
let screened = 0;

function reply(message: TPhotoWorkerReply): void {
  port!.postMessage(message);
}

function wasmHeapBytes(): number {
  const backend = tf.backend() as unknown as { wasm?: { HEAPU8?: Uint8Array } };
  return backend.wasm?.HEAPU8?.buffer.byteLength ?? 0;
}

function stats(): TPhotoWorkerStats {
  return {
    memory: process.memoryUsage(),
    wasmHeapBytes: wasmHeapBytes(),
    tensors: tf.memory().numTensors,
    loadMs,
    screened,
  };
}

// The pool sends the next request only after this one's reply, so requests never overlap here.
port.on('message', async (request: TPhotoWorkerRequest) => {
  if (request.kind === 'stats') {
    reply({ id: request.id, kind: 'stats', stats: stats() });
    return;
  }
  const begun = performance.now();
  try {
    const result = await classifier.classify(request.bytes);
    screened++;
    reply({ id: request.id, kind: 'screened', result, ms: performance.now() - begun });
  } catch (error) {
    reply({
      id: request.id,
      kind: 'failed',
      code: error instanceof UnreadableImageError ? 'unreadable_image' : 'screening_failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

reply({ kind: 'ready', loadMs });
