import type { AppDeps } from '../app-deps';
import { removeMemberUploads } from '../photos/media-storage';
import { processPhoto } from '../photos/photo-processing';

/**
 * A photo for a chat message: checked, re-encoded and stripped of EXIF like profile photos, but kept
 * apart from the profile (it never shows in the gallery). Sending it as a message costs photo credits.
 * Both sides of the conversation always see it whole, so its full size is a public file; its name, like
 * each variant's, is random and its own, and only the two members ever get it.
 */
export async function uploadChatPhoto(deps: Pick<AppDeps, 'db' | 'media' | 'clock'>, userId: number, bytes: Buffer) {
  const stored = await processPhoto(bytes, deps.media, { fullSize: 'public' });
  try {
    return await deps.db
      .insertInto('chat_photos')
      .values({ user_id: userId, ...stored, created_at: deps.clock.now() })
      .returning(['id', 'filename', 'thumb_filename'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    await removeMemberUploads(deps.media, [stored.filename, stored.thumb_filename, stored.blur_filename]).catch(
      () => undefined,
    );
    throw error;
  }
}
