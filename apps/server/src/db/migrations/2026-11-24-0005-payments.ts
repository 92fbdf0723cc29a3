import { sql, type Kysely } from 'kysely';

/**
 * Credit packages per site and currency, orders and the provider events applied to them (each once),
 * discount codes with their redemptions, saved payment methods for repeat orders, and direct-debit
 * mandates confirmed by an SMS code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_packages (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      currency char(3) not null,
      credits integer not null check (credits > 0),
      price_cents integer not null check (price_cents > 0),
      style text not null check (style in ('p0', 'p1', 'p2', 'p3')),
      best_value boolean not null default false,
      position smallint not null default 0,
      active boolean not null default true
    );
    create index credit_packages_site on credit_packages (site_id, currency, position) where active;

    create table discount_codes (
      id serial primary key,
      code text not null,
      site_id integer references sites(id) on delete cascade,
      country char(2),
      user_id integer references users(id) on delete cascade,
      value_percentage integer not null check (value_percentage between 1 and 90),
      currency char(3),
      minimum_order_cents integer not null default 0 check (minimum_order_cents >= 0),
      paymentmethods jsonb,
      validity text not null default 'once_per_user' check (validity in ('once', 'once_per_user', 'unlimited')),
      status text not null default 'active' check (status in ('active', 'disabled')),
      expires_at timestamptz,
      -- A welcome offer: valid this many seconds after each member's signup (the time bonus).
      signup_window_seconds integer check (signup_window_seconds > 0),
      unpaid_only boolean not null default false,
      created_at timestamptz not null default now()
    );
    create unique index discount_codes_code on discount_codes (upper(code), coalesce(site_id, 0));

    create table saved_payment_methods (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      provider text not null,
      method text not null,
      token text not null,
      label text not null default '',
      created_at timestamptz not null default now(),
      unique (user_id, provider, method)
    );

    create table orders (
      id bigserial primary key,
      public_id text not null unique,
      -- Kept for the books when a member is erased (the law asks for 7 years), without the member.
      user_id integer references users(id) on delete set null,
      site_id integer not null references sites(id),
      package_id integer not null references credit_packages(id),
      credits integer not null check (credits > 0),
      currency char(3) not null,
      list_price_cents integer not null check (list_price_cents > 0),
      discount_code_id integer references discount_codes(id),
      discount_cents integer not null default 0 check (discount_cents >= 0),
      amount_cents integer not null check (amount_cents > 0),
      method text not null,
      provider text not null,
      provider_ref text,
      recurring boolean not null default false,
      save_method boolean not null default false,
      status text not null default 'pending' check (status in ('pending', 'completed', 'failed', 'cancelled', 'refunded')),
      failure_reason text,
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      refunded_at timestamptz,
      check (amount_cents = list_price_cents - discount_cents)
    );
    create index orders_user on orders (user_id, created_at desc);
    create unique index orders_provider_ref on orders (provider, provider_ref) where provider_ref is not null;

    create table discount_redemptions (
      discount_code_id integer not null references discount_codes(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      order_id bigint not null references orders(id) on delete cascade,
      -- once: one redemption at all; once_per_user: one per member (a partial index each, below).
      validity text not null,
      created_at timestamptz not null default now(),
      primary key (order_id)
    );
    create unique index discount_redemptions_once on discount_redemptions (discount_code_id) where validity = 'once';
    create unique index discount_redemptions_per_user on discount_redemptions (discount_code_id, user_id)
      where validity = 'once_per_user';

    create table payment_events (
      provider text not null,
      event_id text not null,
      order_id bigint references orders(id) on delete set null,
      type text not null,
      received_at timestamptz not null default now(),
      primary key (provider, event_id)
    );

    create table direct_debit_mandates (
      id serial primary key,
      public_id text not null unique,
      user_id integer not null references users(id) on delete cascade,
      package_id integer not null references credit_packages(id),
      account_holder text not null,
      iban text not null,
      street text not null,
      house_number text not null,
      zip text not null,
      city text not null,
      phone text not null,
      discount_code text,
      code_hash text not null,
      code_expires_at timestamptz not null,
      attempts integer not null default 0,
      sends integer not null default 1,
      status text not null default 'awaiting_code' check (status in ('awaiting_code', 'confirmed', 'blocked')),
      order_id bigint references orders(id),
      created_at timestamptz not null default now()
    );
    create index direct_debit_mandates_user on direct_debit_mandates (user_id, created_at desc);

    -- The welcome offer of the spec (points 4 and 9): 25 % once per member within 4 hours of signup.
    insert into discount_codes (code, value_percentage, validity, status, signup_window_seconds, unpaid_only)
      values ('TIMEBONUS25', 25, 'once_per_user', 'active', 14400, true); -- TIME_BONUS_CODE, TIME_BONUS_WINDOW_SECONDS

    create table sms_outbox (
      id serial primary key,
      to_phone text not null,
      text text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table sms_outbox, direct_debit_mandates, payment_events, discount_redemptions, orders,
      saved_payment_methods, discount_codes, credit_packages;
  `.execute(db);
}
