import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/errors';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };

/** The bytes behind a signed address, or 404 not_found for anything but a valid, unexpired one. */
export async function readSignedMedia(
  deps: Pick<AppDeps, 'media' | 'mediaSigner'>,
  name: string,
  presented: { expires?: string | undefined; signature?: string | undefined },
) {
  const secondsLeft = deps.mediaSigner.secondsLeft(name, presented.expires, presented.signature);
  const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
  if (secondsLeft === null || !contentType) throw new AppError('not_found');
  const bytes = await deps.media.read(name);
  if (!bytes) throw new AppError('not_found');
  return { bytes, contentType, secondsLeft };
}
