import { sql, type Kysely } from 'kysely';

/** Sites and their settings, companies, members with profiles and photos, reference data, sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table companies (
      id serial primary key,
      name text not null,
      address text not null default '',
      kvk text not null default '',
      city text not null default '',
      country text not null default '',
      tradenames jsonb not null default '[]',
      vat_numbers jsonb not null default '[]',
      support_phone text not null default '',
      delete_discount integer not null default 0 check (delete_discount between 0 and 100),
      added timestamptz not null default now()
    );

    create table sites (
      id serial primary key,
      name text not null,
      domain text not null unique,
      is_default boolean not null default false,
      company_id integer not null references companies(id),
      domain_language text,
      languages jsonb not null default '[]',
      cdn_prefix text not null default '/media/',
      index_title text not null default '',
      description text not null default '',
      niche smallint not null default 1 check (niche between 1 and 7),
      signups text not null default 'all' check (signups in ('all', 'with_trafficsource', 'none')),
      logged_out_search text not null default 'all' check (logged_out_search in ('all', 'none')),
      logged_out_search_trafficsource text not null default 'all'
        check (logged_out_search_trafficsource in ('all', 'none')),
      countries jsonb not null default '[]',
      default_country text not null default 'NL',
      currency char(3) not null default 'EUR',
      minimum_message_costs jsonb not null default '{}',
      support_phone text not null default '',
      support_email text not null default '',
      enable_site_entry_popup boolean not null default true,
      entry_warning_countries jsonb not null default '[]',
      us_footer boolean not null default false,
      fictional_icon text not null default '',
      fictional_warning jsonb not null default '{}',
      fictional_warning_singular jsonb not null default '{}',
      fictional_warning_plural jsonb not null default '{}',
      visible_profile_fields jsonb not null default '[]',
      visible_profile_notes boolean not null default true,
      message_credits integer not null default 1 check (message_credits >= 0),
      photo_credits integer not null default 2 check (photo_credits >= 0),
      gift_credits integer not null default 3 check (gift_credits >= 0),
      signup_credits integer not null default 0 check (signup_credits >= 0),
      message_length integer not null default 1000 check (message_length > 0),
      search_fields jsonb not null default '[]',
      refund_days integer not null default 14 check (refund_days >= 0),
      member_resell boolean not null default false,
      mail_name text not null default '',
      min_age integer not null default 18 check (min_age >= 18),
      free_visible_photos integer not null default 3 check (free_visible_photos >= 0),
      photo_approval boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index sites_one_default on sites (is_default) where is_default;

    create table site_domains (
      domain text primary key,
      site_id integer not null references sites(id) on delete cascade
    );

    create table users (
      id serial primary key,
      site_id integer not null references sites(id),
      email text not null,
      password_hash text,
      status text not null default 'not_confirmed' check (status in ('not_confirmed', 'confirmed')),
      credits integer not null default 0 check (credits >= 0),
      paid_user boolean not null default false,
      language text not null default 'en',
      fictional boolean not null default false,
      invisible boolean not null default false,
      notifications_disabled jsonb not null default '[]',
      network text, ref text, sub1 text, sub2 text, sub3 text,
      signup_ip text,
      signup_date timestamptz not null default now(),
      last_active_at timestamptz not null default now(),
      deleted_at timestamptz,
      banned_at timestamptz
    );
    create unique index users_site_email on users (site_id, lower(email));

    create table photos (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      filename text not null,
      thumb_filename text not null,
      blur_filename text not null,
      status text not null default 'active' check (status in ('active', 'pending', 'rejected')),
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    );
    create index photos_user on photos (user_id, id);

    create table regions (
      code text primary key,
      country char(2) not null,
      name text not null,
      city text not null,
      lat double precision not null,
      lon double precision not null
    );
    create index regions_country on regions (country, name);

    create table profiles (
      id serial primary key,
      user_id integer not null unique references users(id) on delete cascade,
      site_id integer not null references sites(id),
      name text not null,
      date_of_birth date not null,
      gender text not null check (gender in ('male', 'female')),
      sexuality text not null default 'hetero' check (sexuality in ('hetero', 'gay', 'lesbian', 'bi')),
      seeking text not null check (seeking in ('male', 'female')),
      country char(2) not null,
      region text references regions(code),
      city text not null default '',
      about text not null default '',
      interests jsonb not null default '[]',
      hair_color text,
      eye_color text,
      body_type text,
      relationship_status text,
      status text not null default 'active' check (status in ('active', 'disabled')),
      main_photo_id integer references photos(id) on delete set null,
      searchable boolean not null default true,
      last_active_at timestamptz not null default now()
    );
    create index profiles_search on profiles (site_id, gender, country, last_active_at desc, id desc)
      where searchable;

    create table interests (
      key text primary key,
      icon text not null,
      position smallint not null unique
    );

    create table sessions (
      id serial primary key,
      token_hash text not null unique,
      user_id integer not null references users(id) on delete cascade,
      site_id integer not null references sites(id),
      client_type text not null default 'web' check (client_type in ('web', 'installed')),
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user on sessions (user_id) where revoked_at is null;

    create table login_throttle (
      key text primary key,
      failures integer not null,
      window_started_at timestamptz not null,
      locked_until timestamptz
    );

    create table push_subscriptions (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      expiration_time timestamptz,
      created_at timestamptz not null default now()
    );
    create index push_subscriptions_user on push_subscriptions (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table push_subscriptions, login_throttle, sessions, interests, profiles, regions, photos,
      users, site_domains, sites, companies;
  `.execute(db);
}
