import type { TPhotoScreening } from './photo-screening-types';

/** What the pool asks the photo worker: one at a time, each answered by the reply with its id. */
export type TPhotoWorkerRequest = { id: number; kind: 'screen'; bytes: Uint8Array } | { id: number; kind: 'stats' };

export type TPhotoWorkerReply =
  | { kind: 'ready'; loadMs: number }
  | { id: number; kind: 'screened'; result: TPhotoScreening; ms: number }
  | { id: number; kind: 'stats'; stats: TPhotoWorkerStats }
  | { id: number; kind: 'failed'; code: 'unreadable_image' | 'screening_failed'; message: string };

/** The worker's own view of its memory: the models' weights and activations live in the wasm heap. */
export interface TPhotoWorkerStats {
  /** process.memoryUsage() in the worker: rss is the whole process's, the heap figures the worker's own. */
  memory: NodeJS.MemoryUsage;
  /** TensorFlow.js's WebAssembly memory; it grows to the largest picture's need and never shrinks. */
  wasmHeapBytes: number;
  /** Live tensors: the models' weights, constant from one picture to the next unless something leaks. */
  tensors: number;
  loadMs: number;
  screened: number;
}
