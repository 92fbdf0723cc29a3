import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export const ORDER_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export interface CreditPackagesTable {
  id: Generated<number>;
  site_id: number;
  currency: string;
  credits: number;
  price_cents: number;
  style: 'p0' | 'p1' | 'p2' | 'p3';
  best_value: Generated<boolean>;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  site_id: number | null;
  country: string | null;
  user_id: number | null;
  value_percentage: number;
  currency: string | null;
  minimum_order_cents: Generated<number>;
  paymentmethods: ColumnType<string[] | null, string | null | undefined, string | null>;
  validity: Generated<'once' | 'once_per_user' | 'unlimited'>;
  status: Generated<'active' | 'disabled'>;
  expires_at: NullableTimestamp;
  signup_window_seconds: number | null;
  unpaid_only: Generated<boolean>;
  /** A member's personal code and why it exists (a retention offer), else null. */
  purpose: ColumnType<'retention' | null, 'retention' | null | undefined, 'retention' | null>;
  created_at: Generated<Date>;
}

export interface SavedPaymentMethodsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  method: string;
  token: string;
  label: Generated<string>;
  created_at: Generated<Date>;
}

export interface OrdersTable {
  id: Generated<number>;
  public_id: string;
  user_id: number | null;
  site_id: number;
  package_id: number;
  credits: number;
  currency: string;
  list_price_cents: number;
  discount_code_id: number | null;
  discount_cents: Generated<number>;
  amount_cents: number;
  method: string;
  provider: string;
  provider_ref: string | null;
  recurring: Generated<boolean>;
  save_method: Generated<boolean>;
  status: Generated<TOrderStatus>;
  failure_reason: string | null;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  refund_requested_at: NullableTimestamp;
  /** Where the member pays this order at the provider, while it is pending (continue payment). */
  checkout_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DiscountRedemptionsTable {
  discount_code_id: number;
  user_id: number;
  order_id: number;
  validity: string;
  created_at: Generated<Date>;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  order_id: number | null;
  type: string;
  received_at: Timestamp;
}

export interface DirectDebitMandatesTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  package_id: number;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
  discount_code: string | null;
  code_hash: string;
  code_expires_at: Timestamp;
  attempts: Generated<number>;
  sends: Generated<number>;
  status: Generated<'awaiting_code' | 'confirmed' | 'blocked'>;
  order_id: number | null;
  created_at: Timestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  to_phone: string;
  text: string;
  created_at: Generated<Date>;
}
