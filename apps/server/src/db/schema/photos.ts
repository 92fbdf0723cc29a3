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
}
