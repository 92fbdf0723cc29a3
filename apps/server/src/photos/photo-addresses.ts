import type { MediaSigner } from './media-signing';

/**
 * The address of a full-size photo for a viewer entitled to see it: the public copy of a main photo
 * (cacheable for good, under the site's cdn_prefix), else a signed address that works for a few minutes.
 * Call it only after deciding the viewer may see the photo: a locked photo gets its blur, nothing else.
 */
export function fullPhotoAddress(
  signer: MediaSigner,
  cdnPrefix: string,
  photo: { filename: string; public_filename: string | null },
): string {
  return photo.public_filename ? `${cdnPrefix}${photo.public_filename}` : signer.addressOf(photo.filename);
}
