import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { GIFT_PICTURE_MAX_BYTES, PHOTO_MAX_PIXELS } from '@app/shared';
import type { MediaStorage } from '../../photos/media-storage';
import { fieldError } from './admin-input';

const RASTER = {
  png: { ext: 'png', contentType: 'image/png' },
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  webp: { ext: 'webp', contentType: 'image/webp' },
} as const;
const SVG = { ext: 'svg', contentType: 'image/svg+xml' } as const;

/**
 * What an SVG may not contain: it is served from the sites' own origin, so anything that runs code
 * or loads from elsewhere is refused rather than cleaned (scripts, event handlers, links and
 * styles reaching out, embedded HTML, DTDs with entities).
 */
const SVG_REFUSED: ReadonlyArray<[RegExp, string]> = [
  [/<([\w-]+:)?script/, 'scripts'],
  [/\son[a-z]+\s*=/, 'event handler attributes (on…=)'],
  [/href\s*=(?!\s*["']?\s*#)/, 'links to anything but the picture itself'],
  [/url\s*\((?!\s*["']?\s*#)/, 'styles loading from elsewhere'],
  [/@import|javascript:|data:text\/html/, 'styles loading from elsewhere'],
  [/<([\w-]+:)?(foreignobject|iframe|embed|object)\b/, 'embedded documents'],
  [/<!(doctype|entity)/, 'a DTD'],
  [/attributename\s*=\s*["']?([\w-]+:)?href/, 'animated links'],
];

function svgProblem(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not UTF-8 text';
  }
  const lower = text.toLowerCase();
  if (!/<svg[\s>/]/.test(lower)) return 'not an SVG';
  for (const [pattern, what] of SVG_REFUSED) if (pattern.test(lower)) return `SVG pictures may not contain ${what}`;
  return null;
}

/** The picture's kind by its bytes (never its name): PNG, JPEG, WebP, or an SVG without active content. */
export async function checkGiftPicture(bytes: Buffer): Promise<{ ext: string; contentType: string }> {
  if (bytes.length === 0) throw fieldError('picture', 'required');
  if (bytes.length > GIFT_PICTURE_MAX_BYTES) throw fieldError('picture', 'at most 1 MB');
  const head = bytes.subarray(0, 16).toString('latin1');
  const raster = head.startsWith('\x89PNG') || head.startsWith('\xff\xd8\xff') || /^RIFF.{4}WEBP/s.test(head);
  if (raster) {
    const format = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
      .metadata()
      .then((metadata) => metadata.format)
      .catch(() => undefined);
    if (format === 'png' || format === 'jpeg' || format === 'webp') return RASTER[format];
    throw fieldError('picture', 'not a readable PNG, JPEG or WebP image');
  }
  const problem = svgProblem(bytes);
  if (problem) throw fieldError('picture', problem === 'not an SVG' ? 'not a PNG, JPEG, WebP or SVG picture' : problem);
  return SVG;
}

/** Stores a checked picture under a new name (names are never reused: caches keep them for good). */
export async function storeGiftPicture(media: MediaStorage, key: string, bytes: Buffer): Promise<string> {
  const kind = await checkGiftPicture(bytes);
  const name = `gifts/${key}-${randomBytes(6).toString('hex')}.${kind.ext}`;
  await media.put(name, bytes, kind.contentType);
  return name;
}
