import sharp, { type Metadata } from 'sharp';
import { CARD_PHOTO_HEIGHT, CARD_PHOTO_WIDTH, PHOTO_MAX_EDGE, PHOTO_MAX_PIXELS } from '@app/shared';
import { AppError } from '../lib/errors';
import { newMediaName, removeMemberUploads, type MediaStorage } from './media-storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredPhoto {
  filename: string;
  thumb_filename: string;
  blur_filename: string;
  width: number;
  height: number;
}

export interface EncodedPhoto {
  /** JPEG, at most PHOTO_MAX_EDGE on its longer side. */
  main: Buffer;
  /** 200×200 WebP. */
  thumb: Buffer;
  /** 150×200 blurred JPEG, what a locked photo shows. */
  blur: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an upload by its bytes (never its name), refuses anything but JPEG, PNG or WebP and
 * oversized images, and encodes three images: the photo (re-encoded, so no EXIF or location
 * survives), a square thumbnail, and a blurred variant for locked photos.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
  } catch {
    throw new AppError('unsupported_image');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError('unsupported_image');
  // Rotated by its EXIF orientation first; the output carries no metadata at all.
  const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
  try {
    // The photo first: a broken image fails there before two more decodes start.
    const main = await image
      .clone()
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      // Plain libjpeg: mozjpeg's trellis search cost four times the time for a few percent (bench:upload).
      .jpeg({ quality: 82, progressive: true })
      .toBuffer({ resolveWithObject: true });
    const [thumb, blur] = await Promise.all([
      image.clone().resize(200, 200, { position: 'attention' }).webp({ quality: 78 }).toBuffer(),
      image.clone().resize(150, 200).blur(14).jpeg({ quality: 55 }).toBuffer(),
    ]);
    return { main: main.data, thumb, blur, width: main.info.width, height: main.info.height };
  } catch {
    throw new AppError('unsupported_image');
  }
}

/**
 * The card-size copy of a stored (already re-encoded) photo: covers CARD_PHOTO_WIDTH × CARD_PHOTO_HEIGHT with
 * its own proportions, never enlarged, as WebP. A card of a phone's half width draws this instead of the full
 * photo, a fifth to a tenth of its bytes.
 */
export async function encodeCardCopy(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: PHOTO_MAX_PIXELS })
    .resize(CARD_PHOTO_WIDTH, CARD_PHOTO_HEIGHT, { fit: 'outside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/**
 * Encodes an upload (see encodePhoto) and stores the three images, each under a new random name of its
 * own: knowing the blur or the thumbnail gives no way to the photo. The full-size photo of a profile
 * photo goes to the private area (signed addresses only); a chat photo's is public, as both sides of the
 * conversation always see it.
 */
export async function processPhoto(
  bytes: Buffer,
  media: MediaStorage,
  options: { fullSize: 'private' | 'public' } = { fullSize: 'private' },
): Promise<StoredPhoto> {
  const encoded = await encodePhoto(bytes);
  const files = {
    filename: newMediaName('u', 'jpg', { private: options.fullSize === 'private' }),
    thumb_filename: newMediaName('u', 'webp'),
    blur_filename: newMediaName('u', 'jpg'),
  };
  try {
    await Promise.all([
      media.put(files.filename, encoded.main, 'image/jpeg'),
      media.put(files.thumb_filename, encoded.thumb, 'image/webp'),
      media.put(files.blur_filename, encoded.blur, 'image/jpeg'),
    ]);
  } catch (error) {
    // Nothing refers to these names yet; a storage failure is ours (500), not the member's image.
    await removeMemberUploads(media, Object.values(files)).catch(() => undefined);
    throw error;
  }
  return { ...files, width: encoded.width, height: encoded.height };
}
