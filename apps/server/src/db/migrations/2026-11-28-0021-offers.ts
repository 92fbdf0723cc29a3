import { sql, type Kysely } from 'kysely';

/**
 * Offers that do what they say (decision 021). An order keeps the address of its hosted checkout, so a
 * member who left it can continue the payment. A discount code may be a member's personal retention
 * code (offered when they think of deleting their account): one per member and site, ever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders add column checkout_url text;
    alter table discount_codes add column purpose text check (purpose in ('retention'));
    alter table discount_codes add constraint discount_codes_purpose_member
      check (purpose is null or user_id is not null);
    create unique index discount_codes_member_purpose on discount_codes (user_id, site_id, purpose)
      where purpose is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index discount_codes_member_purpose;
    alter table discount_codes drop constraint discount_codes_purpose_member;
    alter table discount_codes drop column purpose;
    alter table orders drop column checkout_url;
  `.execute(db);
}
