import { sql, type Kysely } from 'kysely';

/**
 * What a site does with a photo the models rate explicit (issue 20 item 3, per site by niche): `not_main` shows it
 * among the member's other photos, never as the main photo; `review` holds every explicit photo for a moderator
 * (hold reason `explicit_not_allowed`). The plain niche (1, general dating) starts with `review`, the adult niches
 * with `not_main`, as `explicitPhotoPolicyOf` in packages/shared chooses for a new site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sites add column explicit_photos text not null default 'not_main'
      check (explicit_photos in ('not_main', 'review'));
    update sites set explicit_photos = 'review' where niche = 1;
    alter table photos drop constraint photos_hold_reason_check;
    alter table photos add constraint photos_hold_reason_check
      check (hold_reason in ('minor', 'explicit', 'explicit_not_allowed', 'no_face'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update photos set hold_reason = 'explicit' where hold_reason = 'explicit_not_allowed';
    alter table photos drop constraint photos_hold_reason_check;
    alter table photos add constraint photos_hold_reason_check
      check (hold_reason in ('minor', 'explicit', 'no_face'));
    alter table sites drop column explicit_photos;
  `.execute(db);
}
