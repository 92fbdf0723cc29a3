import { describe, expect, it } from 'vitest';
import { sourceWrites } from '../test/source-writes';

/**
 * Who may write each table (insert, update, delete): the features listed, and no one else (decision 020).
 * Reads may join any table. The first owner is the feature the table belongs to; any other owner is there
 * for the reason beside it. A new writer, or an owner that no longer writes, fails the test below: the list
 * is the truth, and changing it is the moment to decide.
 */
const TABLE_OWNERS: Record<string, readonly string[]> = {
  users: [
    'accounts',
    'mail', // a bounce or complaint switches a notification type off (notifications_disabled)
    'notifications', // when the unread reminder went (unread_reminder_at)
    'payments', // a completed purchase makes the member premium (paid_user)
  ],
  profiles: [
    'accounts', // an account is created with its profile (accounts/create-account.ts)
    'members',
    'photos', // the main photo (photos/main-photo.ts)
    'verification', // the verified badge (verification/verification-decision.ts)
  ],
  account_tokens: ['accounts'],
  member_warnings: ['admin/moderation', 'accounts' /* the member acknowledges a warning */],
  jobs: ['jobs', 'accounts' /* a password reset is queued without looking the address up */],
  job_runs: ['jobs'],
  scheduled_jobs: ['jobs'],
  sessions: ['auth', 'accounts' /* the activity touch notes last_seen_at in its one statement (decision 030) */],
  login_links: ['auth'],
  login_throttle: ['auth', 'jobs' /* hourly pruning */],
  rate_limits: ['lib', 'jobs' /* pruning */],
  rate_buckets: ['lib', 'jobs' /* pruning */],
  blocks: ['members'],
  complaints: ['members'],
  about_reviews: ['members'],
  interests: ['members'],
  regions: ['members'],
  likes: [
    'likes',
    'members', // opening a profile clears the "new" mark of that member's like
    'notifications', // a like mail claims the likes it announces
  ],
  swipe_passes: ['likes'],
  conversations: ['chat'],
  conversation_members: ['chat', 'notifications' /* a mail claims the unread stretch it announces */],
  messages: ['chat'],
  chat_photos: ['chat', 'photos' /* stored files of chat photos */],
  gifts: ['admin/sites', 'chat' /* the gift catalogue is seeded at start */],
  credit_ledger: ['credits'],
  photos: ['photos'],
  orders: ['payments'],
  payment_events: ['payments'],
  direct_debit_mandates: ['payments'],
  discount_redemptions: ['payments'],
  saved_payment_methods: ['payments'],
  sms_outbox: ['payments'],
  outbox_mails: ['mail'],
  push_subscriptions: ['notifications'],
  app_secrets: ['notifications'],
  // The console's own tables and the sites' configuration, which members only read (decision 018).
  staff: ['admin/auth', 'admin/sites', 'admin'],
  staff_sessions: ['admin/auth', 'admin/sites'],
  staff_recovery_codes: ['admin/auth', 'admin/sites'],
  audit_log: ['admin'],
  operator_claims: ['admin/inbox'],
  operator_claim_log: ['admin/inbox'],
  operator_notes: ['admin/inbox'],
  operator_replies: ['admin/inbox'],
  daily_stats: ['admin/dashboard'],
  daily_revenue: ['admin/dashboard'],
  daily_traffic: ['admin/dashboard'],
  email_bans: ['admin/moderation'],
  ip_bans: ['admin/moderation'],
  sites: ['admin/sites', 'setup' /* the first site of an installation without demo data (npm run setup) */],
  site_domains: ['admin/sites'],
  companies: ['admin/sites', 'setup' /* the company of that first site */],
  credit_packages: ['admin/sites'],
  discount_codes: ['admin/sites', 'payments' /* a member's personal retention code, made when offered */],
  contact_flags: ['screening'],
  verifications: ['verification'],
  member_risks: ['screening'],
  member_risk_evidence: ['screening'],
  member_risk_reviews: ['screening'],
  member_risk_scan: ['screening'],
  postback_templates: ['postbacks'],
  postback_calls: ['postbacks'],
};

/** The demo data is written in bulk by the seed, which stands outside the features (never in production). */
const OUTSIDE_FEATURES = ['seed/'];

/** `admin/<area>` for the console's areas, `admin` for its own root files, else the top folder. */
function featureOf(name: string): string {
  const parts = name.split('/');
  if (parts[0] === 'admin') return parts.length > 2 ? `admin/${parts[1]}` : 'admin';
  return parts.length > 1 ? parts[0]! : name;
}

const writers = new Map<string, Set<string>>();
for (const file of sourceWrites()) {
  if (OUTSIDE_FEATURES.some((prefix) => file.name.startsWith(prefix))) continue;
  for (const table of file.tables) {
    if (!writers.has(table)) writers.set(table, new Set());
    writers.get(table)!.add(`${featureOf(file.name)} (${file.name})`);
  }
}

describe('every table has its owners', () => {
  it('is written only by its owners', () => {
    const strangers = [...writers].flatMap(([table, files]) =>
      [...files]
        .filter((file) => !(TABLE_OWNERS[table] ?? []).includes(file.split(' ')[0]!))
        .map((file) => `${table}: ${file}`),
    );
    expect(strangers).toEqual([]);
  });

  it('lists no owner that no longer writes the table', () => {
    const idle = Object.entries(TABLE_OWNERS).flatMap(([table, owners]) =>
      owners
        .filter((owner) => ![...(writers.get(table) ?? [])].some((file) => file.startsWith(`${owner} (`)))
        .map((owner) => `${table}: ${owner}`),
    );
    expect(idle).toEqual([]);
  });
});
