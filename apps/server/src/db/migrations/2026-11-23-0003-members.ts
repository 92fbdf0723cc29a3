import { sql, type Kysely } from 'kysely';

/** Likes (and so matches), swipe passes, blocks, complaints, and the indexes search needs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table likes (
      liker_id integer not null references profiles(id) on delete cascade,
      liked_id integer not null references profiles(id) on delete cascade,
      source text not null default 'profile' check (source in ('profile', 'swipe', 'auto', 'suggestion')),
      like_new boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (liker_id, liked_id),
      check (liker_id <> liked_id)
    );
    create index likes_received on likes (liked_id, created_at desc);
    create index likes_swipes on likes (liker_id, created_at) where source = 'swipe';

    create table swipe_passes (
      profile_id integer not null references profiles(id) on delete cascade,
      passed_id integer not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (profile_id, passed_id)
    );
    create index swipe_passes_latest on swipe_passes (profile_id, created_at desc);

    create table blocks (
      blocker_id integer not null references profiles(id) on delete cascade,
      blocked_id integer not null references profiles(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_id),
      check (blocker_id <> blocked_id)
    );
    create index blocks_blocked on blocks (blocked_id, blocker_id);

    create table complaints (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      reporter_profile_id integer references profiles(id) on delete set null,
      reported_profile_id integer references profiles(id) on delete set null,
      reason text not null,
      text text not null default '',
      status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
      created_at timestamptz not null default now()
    );
    create index complaints_open on complaints (site_id, created_at) where status = 'open';

    -- Search: each common filter set has an index in activity order that also carries the other filter
    -- columns, so a page and the count are read from the index alone (index-only scans).
    drop index profiles_search;
    create index profiles_search on profiles (site_id, gender, country, last_active_at desc, id desc)
      include (date_of_birth, region) where searchable;
    create index profiles_search_recent on profiles (site_id, last_active_at desc, id desc)
      include (gender, country, date_of_birth, region) where searchable;
    create index profiles_search_region on profiles (site_id, region, last_active_at desc, id desc)
      include (gender, country, date_of_birth) where searchable;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index profiles_search_region;
    drop index profiles_search_recent;
    drop index profiles_search;
    create index profiles_search on profiles (site_id, gender, country, last_active_at desc, id desc) where searchable;
    drop table complaints, blocks, swipe_passes, likes;
  `.execute(db);
}
