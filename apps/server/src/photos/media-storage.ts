/**
 * Where photo files live: a folder served under /media/, or an S3-compatible bucket. Names are
 * relative paths such as `u/ab/<random>.jpg`; the address a browser uses is the site's cdn_prefix
 * followed by the name.
 */
export interface MediaStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Missing names are no error. */
  remove(names: string[]): Promise<void>;
  /** The bytes of a stored file, or null when there is none (derived media such as lander videos). */
  read(name: string): Promise<Buffer | null>;
}

/** Names are never reused, so any cache may keep a file for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Segments of letters, digits, '-', '_' and '.', never starting with a dot: no '..', no hidden files.
const MEDIA_NAME = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/;

/** Throws on a name that could leave the media folder or bucket prefix (absolute, `..`, odd characters). */
export function assertMediaName(name: string): void {
  if (name.length > 512 || !MEDIA_NAME.test(name)) throw new Error(`refused media name ${JSON.stringify(name)}`);
}

/** Uploads of members live under `u/`; the shared demo portraits (`demo/`) are never removed. */
export function isMemberUpload(name: string): boolean {
  return name.startsWith('u/') && MEDIA_NAME.test(name);
}

/** Removes the member uploads among `names` and leaves everything else alone. */
export async function removeMemberUploads(media: MediaStorage, names: string[]): Promise<void> {
  const uploads = names.filter(isMemberUpload);
  if (uploads.length > 0) await media.remove(uploads);
}
