import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Tables a file writes (insert, update, delete), through Kysely or in raw SQL. */
export function writtenTables(text: string): Set<string> {
  const tables = new Set<string>();
  for (const match of text.matchAll(/\.(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*'(\w+)/g))
    tables.add(match[1]!);
  for (const [template] of text.matchAll(/sql(?:<[^`]*?>)?`[^`]*`/g))
    for (const match of template.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?!set\b)(\w+)/gi))
      tables.add(match[1]!.toLowerCase());
  return tables;
}

/**
 * Every server source file (tests, test helpers and migrations left out) with the tables it writes; `name` is
 * the path under `src/` with forward slashes.
 */
export function sourceWrites(): Array<{ name: string; tables: Set<string> }> {
  return sourceFiles(SOURCE)
    .map((path) => ({
      name: relative(SOURCE, path).split('\\').join('/'),
      tables: writtenTables(readFileSync(path, 'utf8')),
    }))
    .filter((file) => !file.name.startsWith('test/') && !file.name.startsWith('db/migrations/'));
}
