import { sql, type Kysely } from 'kysely';

/**
 * The operator floor (issue 21 item 3, decision 041): every claim an operator newly takes, so conversations
 * claimed per operator and day can be counted (`operator_claims` holds only the live claim of a conversation).
 * The spend attributed to operators looks up the latest answer before a member's message in its conversation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operator_claim_log (
      id bigserial primary key,
      conversation_id integer not null references conversations(id) on delete cascade,
      site_id integer not null references sites(id) on delete cascade,
      staff_id integer references staff(id) on delete set null,
      claimed_at timestamptz not null
    );
    create index operator_claim_log_staff on operator_claim_log (staff_id, claimed_at) where staff_id is not null;
    create index operator_claim_log_site on operator_claim_log (site_id, claimed_at);
    create index operator_claim_log_conversation on operator_claim_log (conversation_id);
    create index operator_replies_conversation_message on operator_replies (conversation_id, message_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index operator_replies_conversation_message;
    drop table operator_claim_log;
  `.execute(db);
}
