import type { TVisiblePhoto } from '@app/shared';

export type TPhotoViewer = 'visitor' | 'free' | 'premium' | 'self';

export interface TStoredPhoto {
  id: number;
  filename: string;
  public_filename: string | null;
  thumb_filename: string;
  blur_filename: string;
}

/**
 * What a viewer may see of another member's approved photos, main photo first (spec points 1 and 6):
 * visitors the main photo, free members the first `freeVisible`, premium members (and the owner) all.
 * An open photo carries its full-size address (`addressOf`: public for the main photo, signed for the
 * others); a locked one only its blurred variant, whose name is unrelated to the others, so neither its
 * full-size photo nor its thumbnail can be reached from what the viewer gets.
 */
export function visiblePhotos(
  photos: TStoredPhoto[],
  viewer: TPhotoViewer,
  freeVisible: number,
  addressOf: (photo: TStoredPhoto) => string,
): TVisiblePhoto[] {
  const open = viewer === 'visitor' ? 1 : viewer === 'free' ? Math.max(1, freeVisible) : photos.length;
  return photos.map((photo, index) =>
    index < open
      ? { id: photo.id, locked: false, url: addressOf(photo), thumb_filename: photo.thumb_filename }
      : { id: photo.id, locked: true, blur_filename: photo.blur_filename },
  );
}

/** Main photo first, then the others from the oldest. */
export function mainFirst<T extends { id: number }>(photos: T[], mainPhotoId: number | null): T[] {
  return [...photos].sort((a, b) => (a.id === mainPhotoId ? -1 : b.id === mainPhotoId ? 1 : a.id - b.id));
}
