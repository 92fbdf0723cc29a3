import { sql, type Kysely } from 'kysely';

/**
 * What the photo models found in each upload (issue 20 item 3, decision 037): a summary for the moderators (no
 * face descriptor is kept: that is biometric data, used only by the selfie check with consent), whether the
 * picture is explicit (never a main photo), why screening held it for review, and the order of the queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table photos add column screening jsonb;
    alter table photos add column explicit boolean not null default false;
    alter table photos add column hold_reason text check (hold_reason in ('minor', 'explicit', 'no_face'));
    alter table photos add column risk real;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table photos drop column risk, drop column hold_reason, drop column explicit, drop column screening;
  `.execute(db);
}
