import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

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

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Tables a file writes, through Kysely or in raw SQL. */
function writtenTables(text: string): Set<string> {
  const tables = new Set<string>();
  for (const match of text.matchAll(/\.(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*'(\w+)/g))
    tables.add(match[1]!);
  for (const [template] of text.matchAll(/sql(?:<[^`]*?>)?`[^`]*`/g))
    for (const match of template.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?!set\b)(\w+)/gi))
      tables.add(match[1]!.toLowerCase());
  return tables;
}

const files = sourceFiles(SOURCE).map((path) => ({
  name: relative(SOURCE, path).split('\\').join('/'),
  tables: writtenTables(readFileSync(path, 'utf8')),
}));

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
