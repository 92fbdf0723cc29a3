import { sql, type Kysely } from 'kysely';

/**
 * Scam and harassment signals (issue 20 item 2, decision 038). A scheduled job reads the messages written since
 * its cursor and keeps, per member, the evidence (a listed term in a message, or a pattern in how they start
 * conversations) and a score from the evidence no moderator has decided on yet. A score at the site's threshold
 * opens a review; only a moderator closes it (dismissed, warned, suspended, banned), and the evidence it decided
 * stops counting. A member may appeal a warning or a suspension through the complaints page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sites add column risk_review_threshold integer not null default 60
      check (risk_review_threshold between 1 and 100);

    create table member_risk_reviews (
      id serial primary key,
      site_id integer not null references sites(id) on delete cascade,
      profile_id integer not null references profiles(id) on delete cascade,
      -- The score when the review opened (the member's current one is member_risks.score).
      score integer not null,
      status text not null default 'open'
        check (status in ('open', 'dismissed', 'warned', 'suspended', 'banned')),
      note text not null default '',
      decided_by integer references staff(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null
    );
    create unique index member_risk_reviews_one_open on member_risk_reviews (profile_id) where status = 'open';
    create index member_risk_reviews_profile on member_risk_reviews (profile_id, id);
    create index member_risk_reviews_site on member_risk_reviews (site_id);
    create index member_risk_reviews_queue on member_risk_reviews (status, created_at);
    create index member_risk_reviews_decided_by on member_risk_reviews (decided_by) where decided_by is not null;

    create table member_risks (
      profile_id integer primary key references profiles(id) on delete cascade,
      site_id integer not null references sites(id) on delete cascade,
      score integer not null default 0 check (score between 0 and 100),
      -- The last decision: conversations started before it are not read again as behaviour.
      decided_at timestamptz,
      updated_at timestamptz not null
    );
    create index member_risks_site on member_risks (site_id);

    create table member_risk_evidence (
      id serial primary key,
      profile_id integer not null references profiles(id) on delete cascade,
      kind text not null check (kind in ('money_request', 'gift_card', 'crypto', 'transfer_service', 'threat',
        'slur', 'same_first_message', 'unanswered_first_messages', 'new_account_burst')),
      -- A term's message (null for a behaviour, or once the conversation was erased: the excerpt stays).
      message_id bigint references messages(id) on delete set null,
      -- A behaviour's first messages (at most 20; no foreign key, an erased one simply no longer shows).
      message_ids bigint[] not null default '{}',
      terms text[] not null default '{}',
      count integer not null default 1,
      excerpt text not null default '',
      -- The review that decided it; null while it counts towards the score.
      review_id integer references member_risk_reviews(id) on delete set null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index member_risk_evidence_profile on member_risk_evidence (profile_id, id);
    create unique index member_risk_evidence_term on member_risk_evidence (profile_id, kind, message_id)
      where message_id is not null;
    -- One open item per behaviour, updated while it grows.
    create unique index member_risk_evidence_behaviour on member_risk_evidence (profile_id, kind)
      where review_id is null and kind in ('same_first_message', 'unanswered_first_messages', 'new_account_burst');
    create index member_risk_evidence_message on member_risk_evidence (message_id) where message_id is not null;
    create index member_risk_evidence_review on member_risk_evidence (review_id) where review_id is not null;

    -- Where the scan stopped: one row.
    create table member_risk_scan (
      id boolean primary key default true check (id),
      last_message_id bigint not null default 0
    );
    insert into member_risk_scan default values;

    -- An appeal is a complaint linked to the review it appeals.
    alter table complaints add column risk_review_id integer references member_risk_reviews(id) on delete set null;
    create unique index complaints_risk_review on complaints (risk_review_id) where risk_review_id is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table complaints drop column risk_review_id;
    drop table member_risk_scan, member_risk_evidence, member_risks, member_risk_reviews;
    alter table sites drop column risk_review_threshold;
  `.execute(db);
}
