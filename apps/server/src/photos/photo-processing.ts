import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_EDGE, PHOTO_MAX_PIXELS } from '@app/shared';
import { AppError } from '../lib/errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredPhoto {
  filename: string;
  thumb_filename: string;
  blur_filename: string;
  width: number;
  height: number;
}

/**
 * Decodes an upload by its bytes (never its name), refuses anything but JPEG, PNG or WebP and
 * oversized images, and writes three new files with random names: the photo (re-encoded, so no
 * EXIF or location survives), a square thumbnail, and a blurred variant for locked photos.
 */
export async function processPhoto(bytes: Buffer, mediaDir: string): Promise<StoredPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
  } catch {
    throw new AppError('unsupported_image');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError('unsupported_image');
  // Rotated by its EXIF orientation first; the output carries no metadata at all.
  const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
  const name = randomBytes(12).toString('base64url');
  const folder = path.join('u', name.slice(0, 2));
  await fs.mkdir(path.join(mediaDir, folder), { recursive: true });
  const files = {
    filename: path.posix.join('u', name.slice(0, 2), `${name}.jpg`),
    thumb_filename: path.posix.join('u', name.slice(0, 2), `${name}-t.webp`),
    blur_filename: path.posix.join('u', name.slice(0, 2), `${name}-b.jpg`),
  };
  try {
    const main = await image
      .clone()
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 84, mozjpeg: true })
      .toFile(path.join(mediaDir, files.filename));
    await Promise.all([
      image
        .clone()
        .resize(200, 200, { position: 'attention' })
        .webp({ quality: 78 })
        .toFile(path.join(mediaDir, files.thumb_filename)),
      image.clone().resize(150, 200).blur(14).jpeg({ quality: 55 }).toFile(path.join(mediaDir, files.blur_filename)),
    ]);
    return { ...files, width: main.width, height: main.height };
  } catch {
    await Promise.all(Object.values(files).map((file) => fs.rm(path.join(mediaDir, file), { force: true })));
    throw new AppError('unsupported_image');
  }
}
