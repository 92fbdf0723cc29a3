import type { Generated } from 'kysely';

export interface PhotosTable {
  id: Generated<number>;
  user_id: number;
  filename: string;
  thumb_filename: string;
  blur_filename: string;
  status: Generated<'active' | 'pending' | 'rejected'>;
  width: number;
  height: number;
  created_at: Generated<Date>;
  /** Why staff rejected it (a key of the catalogue's photoRejections, shown to the member). */
  rejection_reason: string | null;
  reviewed_by: number | null;
}
