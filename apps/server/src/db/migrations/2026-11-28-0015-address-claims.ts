import { sql, type Kysely } from 'kysely';

/**
 * An address belongs to the account that confirmed it. Unconfirmed accounts may share one (a signup with a
 * taken address answers like a new one, so signup tells nobody whether an address is a member's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index users_site_email;
    create unique index users_site_email_confirmed on users (site_id, lower(email)) where status = 'confirmed';
    create index users_site_email on users (site_id, lower(email));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index users_site_email;
    drop index users_site_email_confirmed;
    create unique index users_site_email on users (site_id, lower(email));
  `.execute(db);
}
