import { sql, type Kysely } from 'kysely';

/**
 * Conversion postbacks (issue 21 item 2, decision 040). Staff keep, per site and traffic network, an address
 * template per event; each conversion of a member from that network writes one call per template in the
 * transaction that made it (the event key keeps a replayed payment or a second click from calling twice), and
 * the durable job queue carries the call out after commit, keeping its outcome for the console's log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table postback_templates (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      network text not null check (length(network) between 1 and 100),
      event text not null check (event in ('signup', 'activation', 'first_purchase', 'purchase', 'reversal')),
      url text not null check (length(url) <= 1000),
      fixed_payout_cents integer check (fixed_payout_cents >= 0),
      active boolean not null default true,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index postback_templates_match on postback_templates (site_id, network, event);

    create table postback_calls (
      id bigserial primary key,
      site_id integer not null references sites(id) on delete cascade,
      template_id integer references postback_templates(id) on delete set null,
      user_id integer references users(id) on delete set null,
      order_id bigint references orders(id) on delete set null,
      network text not null,
      event text not null,
      -- Which conversion this call reports (e.g. purchase:<order id>): one call per template and conversion.
      event_key text not null,
      url text not null,
      status text not null default 'pending'
        check (status in ('pending', 'sent', 'retrying', 'failed', 'refused')),
      attempts integer not null default 0,
      http_status integer,
      duration_ms integer,
      response_excerpt text not null default '',
      error text,
      created_at timestamptz not null,
      finished_at timestamptz
    );
    create unique index postback_calls_once on postback_calls (template_id, event_key);
    create index postback_calls_site on postback_calls (site_id, id);
    create index postback_calls_user on postback_calls (user_id);
    create index postback_calls_order on postback_calls (order_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table postback_calls; drop table postback_templates;`.execute(db);
}
