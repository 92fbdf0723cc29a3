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
  /**
   * Where the profile's city lies (else its region's main city): written only by members/profile-position.ts
   * whenever country, region or city change; null when neither is known.
   */
  lat: ColumnType<number | null, never, never>;
  lon: ColumnType<number | null, never, never>;
  /** `lat`/`lon` on a flat map for "nearest first", kept by the database (migration 2026-11-28-0026). */
  pos: ColumnType<string | null, never, never>;
  last_active_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** When a selfie check verified the member (the badge); written only by verification/. */
  verified_at: ColumnType<Date | null, never, Date | string | null>;
}
