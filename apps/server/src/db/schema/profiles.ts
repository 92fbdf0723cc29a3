import type { ColumnType, Generated } from 'kysely';

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  name: string;
  /** 'YYYY-MM-DD' */
  date_of_birth: string;
  gender: 'male' | 'female';
  sexuality: Generated<'hetero' | 'gay' | 'lesbian' | 'bi'>;
  seeking: 'male' | 'female';
  country: string;
  region: string | null;
  city: Generated<string>;
  about: Generated<string>;
  interests: ColumnType<string[], string | undefined, string>;
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  /** What staff decided: 'disabled' by a moderator (or a fictional profile switched off). Nothing else. */
  status: Generated<'active' | 'disabled'>;
  main_photo_id: number | null;
  /** Set by the database alone (`member_is_searchable`, migration 2026-11-28-0016), never written. */
  searchable: ColumnType<boolean, never, never>;
  last_active_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
