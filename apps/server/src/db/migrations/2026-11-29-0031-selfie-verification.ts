import { sql, type Kysely } from 'kysely';

/**
 * Selfie verification (issue 20 item 4, decision 038). One row per check: the consent and the pose drawn at the
 * start, the selfie while it is being checked (a private media name, removed with the decision: biometric data,
 * GDPR Art. 9), what the comparison found (distances and angles, never a face descriptor), and who decided.
 * `profiles.verified_at` is the badge: cards, search and the chat header read it without a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table profiles add column verified_at timestamptz;

    create table verifications (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      site_id integer not null references sites(id) on delete cascade,
      pose text not null check (pose in ('tilt_left', 'tilt_right')),
      status text not null check (status in ('started', 'checking', 'review', 'verified', 'rejected', 'withdrawn')),
      consent_at timestamptz not null,
      selfie_filename text,
      selfie_at timestamptz,
      comparison jsonb,
      review_reason text check (review_reason in
        ('no_face', 'several_faces', 'no_photo_face', 'no_match', 'pose_not_seen', 'unreadable')),
      rejection_reason text check (rejection_reason in ('not_same_person', 'pose_not_copied', 'face_not_visible')),
      decided_by integer references staff(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null
    );
    -- "Verified only" reads only verified members, in the search's own order (issue 19: any filter stays fast).
    create index profiles_search_verified on profiles (site_id, last_active_at desc, id desc)
      include (gender, country, date_of_birth, region, seeking, sexuality) where searchable and verified_at is not null;

    create index verifications_user on verifications (user_id, created_at);
    create index verifications_site on verifications (site_id);
    create index verifications_review on verifications (selfie_at) where status = 'review';
    create index verifications_decided_by on verifications (decided_by) where decided_by is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table verifications;
    drop index profiles_search_verified;
    alter table profiles drop column verified_at;
  `.execute(db);
}
