import sharp from 'sharp';
import { PHOTO_MAX_PIXELS } from '@app/shared';
import { AppError } from '../lib/errors';

/** Large enough for a moderator to compare faces; the face models work on 1024 px at most anyway. */
const SELFIE_EDGE = 1280;

/**
 * The selfie as stored: upright by its EXIF orientation, at most SELFIE_EDGE on the longer side, a JPEG without
 * any metadata (no GPS position, no camera serial). A file that is not a picture is the member's error.
 */
export async function normalisedSelfie(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(SELFIE_EDGE, SELFIE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_image');
  }
}

/**
 * The selfie turned so that a head leaning `tilt` degrees is level (sharp turns clockwise, the tilt grows
 * clockwise): the face compared with the photos is then described the way the photos show it.
 */
export async function levelledSelfie(bytes: Uint8Array, tilt: number): Promise<Buffer> {
  return sharp(bytes).rotate(-tilt, { background: '#808080' }).jpeg({ quality: 90 }).toBuffer();
}
