import type { ColumnType, Generated } from 'kysely';

export interface LoginLinksTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  site_id: number;
  target_path: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: Date | null;
}
