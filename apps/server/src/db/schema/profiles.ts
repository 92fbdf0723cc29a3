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
  status: Generated<'active' | 'disabled'>;
  main_photo_id: number | null;
  searchable: Generated<boolean>;
  last_active_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
