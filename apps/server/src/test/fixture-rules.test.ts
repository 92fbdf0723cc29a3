import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writtenTables } from './source-writes';

const SOURCE = join(import.meta.dirname, '..');

/** Seed modules a test helper may use, and why: they are not members. */
const ALLOWED_SEED_IMPORTS: Record<string, string> = {
  'seed/demo-sites': 'the two sites and their packages: the installation an operator sets up, not a member',
};

/** The modules tests build their world with: every helper under test/, and the features' test kits. */
function fixtureModules(dir = SOURCE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return fixtureModules(path);
    const name = relative(SOURCE, path).split('\\').join('/');
    const helper = name.endsWith('.ts') && !name.endsWith('.test.ts');
    return helper && (name.startsWith('test/') || name.endsWith('-test-kit.ts')) ? [name] : [];
  });
}

/** The seed modules a source imports that are not allowed. */
function forbiddenSeedImports(text: string): string[] {
  return [...text.matchAll(/from\s+'((?:\.\.\/)+seed\/[\w-]+)'/g)]
    .map((match) => match[1]!.replace(/^(?:\.\.\/)+/, ''))
    .filter((seed) => !(seed in ALLOWED_SEED_IMPORTS));
}

/**
 * Tests make members the way members are made (decision 019): the fixtures reach every state through the
 * product's own calls and services, so no helper writes a table itself or borrows the demo seed's bulk
 * insert, which can write states no member reaches (premium without an order, credits without a reason).
 */
describe('test fixtures', () => {
  const modules = fixtureModules().map((name) => ({ name, text: readFileSync(join(SOURCE, name), 'utf8') }));

  it('finds the fixture modules', () => {
    expect(modules.map((module) => module.name)).toEqual(
      expect.arrayContaining(['test/test-app.ts', 'test/member-factory.ts', 'test/public-members.ts']),
    );
  });

  it('write no table themselves', () => {
    const writes = modules
      .filter((module) => module.name !== 'test/source-writes.ts')
      .flatMap((module) => [...writtenTables(module.text)].map((table) => `${module.name} writes ${table}`));
    expect(writes).toEqual([]);
  });

  it('take nothing from the demo seed but the sites', () => {
    const imports = modules.flatMap((module) =>
      forbiddenSeedImports(module.text).map((seed) => `${module.name} imports ${seed}`),
    );
    expect(imports).toEqual([]);
  });

  it('recognise a direct write and a seed import when they come back', () => {
    expect(writtenTables("await db.insertInto('users').values(row)")).toEqual(new Set(['users']));
    expect(writtenTables('await sql`update profiles set status = ${s}`.execute(db)')).toEqual(new Set(['profiles']));
    expect(forbiddenSeedImports("import { insertMembers } from '../seed/demo-members';")).toEqual([
      'seed/demo-members',
    ]);
    expect(forbiddenSeedImports("import { insertDemoSites } from '../seed/demo-sites';")).toEqual([]);
  });
});
