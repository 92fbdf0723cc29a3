import { randomBytes } from 'node:crypto';

/**
 * Where photo files live: a folder served under /media/, or an S3-compatible bucket. Names are
 * relative paths such as `u/ab/<random>.jpg`; the address a browser uses is the site's cdn_prefix
 * followed by the name. Names under `private/` are the exception: they are never served by name
 * (a folder of their own, a prefix the bucket does not publish), only through a signed address
 * (`photos/media-signing.ts`).
 */
/** A stored file as a listing answers it. */
export interface TStoredMedia {
  name: string;
  modifiedAt: Date;
}

export interface MediaStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Missing names are no error. */
  remove(names: string[]): Promise<void>;
  /** The bytes of a stored file, or null when there is none (derived media such as lander videos). */
  read(name: string): Promise<Buffer | null>;
  /** Every stored file whose name starts with `prefix` (such as `u/` or `u/A`), in no promised order. */
  list(prefix: string): AsyncIterable<TStoredMedia>;
}

/** Names are never reused, so any cache may keep a public file for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A private file is only ever handed out through a signed address, never kept by a shared cache. */
export const PRIVATE_MEDIA_CACHE_CONTROL = 'private, no-store';

/** Files behind this prefix are never published: full-size photos a viewer must be entitled to. */
export const PRIVATE_MEDIA_PREFIX = 'private/';

// Segments of letters, digits, '-', '_' and '.', never starting with a dot: no '..', no hidden files.
const MEDIA_NAME = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/;

/** False for a name that could leave the media folder or bucket prefix (absolute, `..`, odd characters). */
export function isMediaName(name: string): boolean {
  return name.length <= 512 && MEDIA_NAME.test(name);
}

export function assertMediaName(name: string): void {
  if (!isMediaName(name)) throw new Error(`refused media name ${JSON.stringify(name)}`);
}

export function isPrivateMedia(name: string): boolean {
  return name.startsWith(PRIVATE_MEDIA_PREFIX);
}

/**
 * A new name for one file: 128 random bits, shared with no other file, so knowing one variant of a
 * photo (its blur, its thumbnail) says nothing about the names of the others. The first two
 * characters spread the files over folders.
 */
export function newMediaName(area: 'u' | 'demo', extension: string, options: { private?: boolean } = {}): string {
  const name = randomBytes(16).toString('base64url');
  return `${options.private ? PRIVATE_MEDIA_PREFIX : ''}${area}/${name.slice(0, 2)}/${name}.${extension}`;
}

/**
 * Uploads of members live under `u/` (public variants) and `private/u/` (full-size photos); the
 * shared demo portraits (`demo/`, `private/demo/`) are never removed.
 */
export function isMemberUpload(name: string): boolean {
  return (name.startsWith('u/') || name.startsWith(`${PRIVATE_MEDIA_PREFIX}u/`)) && MEDIA_NAME.test(name);
}

/** Removes the member uploads among `names` and leaves everything else alone. */
export async function removeMemberUploads(media: MediaStorage, names: Array<string | null>): Promise<void> {
  const uploads = names.filter((name): name is string => name !== null && isMemberUpload(name));
  if (uploads.length > 0) await media.remove(uploads);
}
