import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, STORED_KEYS } from '@app/shared';
import { describe, expect, it } from 'vitest';

// The cookie statement names every cookie and storage key the product writes: the code takes its names
// from the lists in packages/shared (stored-keys.ts), and the statement of each language lists them all.
const root = path.resolve(import.meta.dirname, '../../../..');
const localesDir = path.join(root, 'packages/shared/locales/pages');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A write to browser storage or a cookie, with the name it writes under. */
const WRITE = /(?:\.setItem|\bwriteCookie|\.setCookie)\(\s*([^,]+),/g;
/** The lists a name must come from (the dismissals map is built from them). */
const FROM_LIST =
  /\b(LOCAL_STORAGE_KEYS|SESSION_STORAGE_KEYS|DISMISSAL_KEYS|COOKIE_NAMES|AUTH_COOKIE_NAME|LOCALE_COOKIE_NAME|STAFF_COOKIE_NAME|STAFF_COOKIE)\b/;

describe('stored keys', () => {
  it('are written only under names from the shared lists', () => {
    const files = [...sourceFiles(path.join(root, 'apps/web/src')), ...sourceFiles(path.join(root, 'apps/server/src'))];
    const stray: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(WRITE)) {
        const name = match[1]!.trim();
        if (/^name\s*:/.test(name)) continue; // the helper's own declaration
        if (/^['"`]/.test(name) || !FROM_LIST.test(source)) stray.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(stray).toEqual([]);
  });

  it.each(LANGUAGES)('are each named in the %s cookie statement', (language) => {
    const pages = JSON.parse(fs.readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as {
      cookies: unknown;
    };
    const statement = JSON.stringify(pages.cookies);
    const missing = STORED_KEYS.filter((key) => !new RegExp(`(^|[^\\w-])${key}([^\\w-]|$)`).test(statement));
    expect(missing).toEqual([]);
  });
});
