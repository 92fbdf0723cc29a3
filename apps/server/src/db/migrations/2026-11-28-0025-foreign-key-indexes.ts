import { sql, type Kysely } from 'kysely';

/**
 * Every foreign key that cascades (on delete cascade / set null) gets an index leading with it, so erasing
 * a member, a site or a staff account finds the rows to change by index instead of scanning each table
 * (decision 029). `conversations.started_by` is no foreign key but the free-conversation limit counts by it
 * on every chat a free member opens. The test db/foreign-key-indexes.test.ts keeps the rule for new tables.
 */
/** Nullable columns are indexed only where set: the rows without a reference are never looked up. */
const INDEXES: Array<[table: string, column: string, nullable: boolean]> = [
  ['about_reviews', 'profile_id', false],
  ['about_reviews', 'reviewed_by', true],
  ['audit_log', 'staff_id', true],
  ['chat_photos', 'user_id', false],
  ['complaints', 'reported_profile_id', true],
  ['complaints', 'reporter_profile_id', true],
  ['complaints', 'resolved_by', true],
  ['conversation_members', 'other_profile_id', false],
  ['conversation_members', 'profile_id', false],
  ['conversations', 'profile_high', false],
  ['conversations', 'site_id', false],
  ['credit_packages', 'site_id', false],
  ['discount_codes', 'site_id', true],
  ['discount_codes', 'user_id', true],
  ['discount_redemptions', 'discount_code_id', false],
  ['discount_redemptions', 'user_id', false],
  ['email_bans', 'site_id', true],
  ['jobs', 'site_id', true],
  ['login_links', 'site_id', false],
  ['member_warnings', 'staff_id', true],
  ['member_warnings', 'user_id', false],
  ['messages', 'chat_photo_id', true],
  ['messages', 'sender_id', false],
  ['operator_claims', 'staff_id', false],
  ['operator_notes', 'staff_id', true],
  ['operator_replies', 'conversation_id', false],
  ['outbox_mails', 'site_id', true],
  ['payment_events', 'order_id', true],
  ['photos', 'reviewed_by', true],
  ['profiles', 'main_photo_id', true],
  ['sessions', 'user_id', false],
  ['site_domains', 'site_id', false],
  ['staff_sessions', 'staff_id', false],
  ['swipe_passes', 'passed_id', false],
];

const indexName = (table: string, column: string) => `${table}_${column}_fk`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, nullable] of INDEXES) {
    const where = nullable ? sql` where ${sql.ref(column)} is not null` : sql``;
    await sql`create index ${sql.id(indexName(table, column))} on ${sql.table(table)} (${sql.ref(column)})${where}`.execute(
      db,
    );
  }
  await sql`create index conversations_started_by on conversations (started_by)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index conversations_started_by`.execute(db);
  for (const [table, column] of INDEXES) await sql`drop index ${sql.id(indexName(table, column))}`.execute(db);
}
