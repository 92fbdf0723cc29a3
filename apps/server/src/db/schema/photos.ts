import type { ColumnType, Generated } from 'kysely';
import type { TPhotoHoldReason, TPhotoScreeningSummary } from '@app/shared';

export interface PhotosTable {
  id: Generated<number>;
  user_id: number;
  /** The full-size photo, in the private area (`private/…`): only ever shown through a signed address. */
  filename: string;
  /** A public copy of the full-size photo while it is its profile's main photo; null otherwise. */
  public_filename: string | null;
  /** A card-size (480 × 640 WebP) public copy beside `public_filename`; null when not (yet) made. */
  public_card_filename: string | null;
  thumb_filename: string;
  blur_filename: string;
  status: Generated<'active' | 'pending' | 'rejected'>;
  width: number;
  height: number;
  created_at: Generated<Date>;
  /** Why staff rejected it (a key of the catalogue's photoRejections, shown to the member). */
  rejection_reason: string | null;
  reviewed_by: number | null;
  /** What the photo models found (issue 20): null until the photo has been screened. */
  screening: ColumnType<TPhotoScreeningSummary | null, string | null | undefined, string | null>;
  /** Explicit by the NSFW model: never a main photo. */
  explicit: Generated<boolean>;
  /** Why screening held it for review. */
  hold_reason: TPhotoHoldReason | null;
  /** The moderation queue's order: 0 (nothing found) to 1 (urgent). */
  risk: number | null;
}
