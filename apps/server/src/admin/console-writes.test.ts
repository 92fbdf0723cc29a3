import { describe, expect, it } from 'vitest';
import { sourceWrites } from '../test/source-writes';

/**
 * The console is a caller, not an owner (decision 018): it writes only its own tables and the sites'
 * configuration it alone edits; every change to a member's data goes through the owning feature.
 */
const CONSOLE_TABLES = new Set([
  'staff',
  'staff_sessions',
  'staff_recovery_codes',
  'audit_log',
  'operator_claims',
  'operator_claim_log',
  'operator_notes',
  'operator_replies',
  'daily_stats',
  'daily_revenue',
  'daily_traffic',
  // Site configuration: members only read it, the console's site administration is its one writer.
  'companies',
  'sites',
  'site_domains',
  'credit_packages',
  'gifts',
  'discount_codes',
  // Moderation's own records: staff write warnings and bans; members acknowledge a warning (accounts) and
  // signup reads the bans.
  'member_warnings',
  'email_bans',
  'ip_bans',
]);
/** Console files allowed to write a member table themselves: none. Add one only with a reason here. */
const NOT_YET_CALLERS = new Set<string>([]);

const files = sourceWrites();

describe('the console is a caller', () => {
  it('writes no member table itself', () => {
    const offenders = files
      .filter((file) => file.name.startsWith('admin/') && !NOT_YET_CALLERS.has(file.name))
      .flatMap((file) =>
        [...file.tables].filter((table) => !CONSOLE_TABLES.has(table)).map((t) => `${file.name}: ${t}`),
      );
    expect(offenders).toEqual([]);
  });

  it('lists only files that still need the exception', () => {
    const stale = [...NOT_YET_CALLERS].filter((name) => {
      const file = files.find((candidate) => candidate.name === name);
      return !file || [...file.tables].every((table) => CONSOLE_TABLES.has(table));
    });
    expect(stale).toEqual([]);
  });

  it('has one writer of messages: the chat records every message, whoever sends it', () => {
    expect(files.filter((file) => file.tables.has('messages')).map((file) => file.name)).toEqual([
      'chat/record-message.ts',
    ]);
  });
});
