import { PHOTO_MAX_BYTES } from '@app/shared';
import { PHOTO_TYPES } from '../accounts/signup/signup-draft';

export type TPhotoProblem = 'limit' | 'unsupported';

/**
 * What the browser can tell before sending a photo: the member is at their limit, or the file is not
 * a JPEG, PNG or WebP of at most 10 MB. The server still judges by the bytes.
 */
export function photoProblem(file: { type: string; size: number }, count: number, limit: number): TPhotoProblem | null {
  if (count >= limit) return 'limit';
  if (!PHOTO_TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES) return 'unsupported';
  return null;
}
