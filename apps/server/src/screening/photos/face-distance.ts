import { FACE_MATCH_THRESHOLD } from '@app/shared';

/** Euclidean distance between two 128-number face descriptors: 0 for the same face, above 1 for very unlike ones. */
export function faceDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error(`face descriptors differ in length: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += (a[index]! - b[index]!) ** 2;
  return Math.sqrt(sum);
}

export function isSameFace(a: readonly number[], b: readonly number[]): boolean {
  return faceDistance(a, b) < FACE_MATCH_THRESHOLD;
}
