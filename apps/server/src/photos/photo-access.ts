import type { TVisiblePhoto } from '@app/shared';

export type TPhotoViewer = 'visitor' | 'free' | 'premium' | 'self';

export interface TStoredPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
  blur_filename: string;
}

/**
 * What a viewer may see of another member's approved photos, main photo first (spec points 1 and 6):
 * visitors the main photo, free members the first `freeVisible`, premium members (and the owner) all.
 * A locked photo carries only its blurred variant, so its full-size address never leaves the server.
 */
export function visiblePhotos(photos: TStoredPhoto[], viewer: TPhotoViewer, freeVisible: number): TVisiblePhoto[] {
  const open = viewer === 'visitor' ? 1 : viewer === 'free' ? Math.max(1, freeVisible) : photos.length;
  return photos.map((photo, index) =>
    index < open
      ? { id: photo.id, locked: false, filename: photo.filename, thumb_filename: photo.thumb_filename }
      : { id: photo.id, locked: true, blur_filename: photo.blur_filename },
  );
}

/** Main photo first, then the others from the oldest. */
export function mainFirst<T extends { id: number }>(photos: T[], mainPhotoId: number | null): T[] {
  return [...photos].sort((a, b) => (a.id === mainPhotoId ? -1 : b.id === mainPhotoId ? 1 : a.id - b.id));
}
