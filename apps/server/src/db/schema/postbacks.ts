import type { ColumnType, Generated } from 'kysely';
import type { TPostbackCallStatus, TPostbackEvent } from '@app/shared';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface PostbackTemplatesTable {
  id: Generated<number>;
  site_id: number;
  network: string;
  event: TPostbackEvent;
  url: string;
  fixed_payout_cents: number | null;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PostbackCallsTable {
  id: Generated<number>;
  site_id: number;
  template_id: number | null;
  user_id: number | null;
  order_id: number | null;
  network: string;
  event: TPostbackEvent;
  event_key: string;
  url: string;
  status: Generated<TPostbackCallStatus>;
  attempts: Generated<number>;
  http_status: number | null;
  duration_ms: number | null;
  response_excerpt: Generated<string>;
  error: string | null;
  created_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
