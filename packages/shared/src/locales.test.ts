import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LANGUAGES, COUNTRY_LANGUAGES, LANGUAGES, visibleLanguages } from './locales';

const localesDir = path.resolve(import.meta.dirname, '../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(prefix, tree);
  else if (Array.isArray(tree))
    tree.forEach((item, index) => leaves(item, `${prefix}[${index}]`).forEach((v, k) => found.set(k, v)));
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      leaves(value, prefix ? `${prefix}.${key}` : key).forEach((v, k) => found.set(k, v));
  return found;
}

function load(file: string): Tree {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
}

/** Key paths with plural suffixes folded to their base, so languages with other plural forms compare equal. */
function baseKeys(tree: Tree): Set<string> {
  return new Set([...leaves(tree).keys()].map((key) => key.replace(PLURAL, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

// The member catalogues in all 11 languages; the console's areas in its staff languages.
const consoleAreas = fs.readdirSync(path.join(localesDir, 'console')).map((area) => `console/${area}`);
const catalogueSets = [
  ...['', 'pages', 'mail'].map((namespace) => ({ namespace, languages: LANGUAGES })),
  ...consoleAreas.map((namespace) => ({ namespace, languages: CONSOLE_LANGUAGES })),
];

for (const { namespace, languages } of catalogueSets) {
  const dir = path.join(localesDir, namespace);
  const englishFile = path.join(dir, 'en.json');
  if (!fs.existsSync(englishFile)) continue;
  const english = load(englishFile);
  const englishLeaves = leaves(english);

  describe(`locale catalogues ${namespace || 'common'}`, () => {
    for (const language of languages) {
      const file = path.join(dir, `${language}.json`);

      it(`${language}: exists with exactly the English keys`, () => {
        expect(fs.existsSync(file), file).toBe(true);
        const catalogue = load(file);
        const [englishKeys, catalogueKeys] = [baseKeys(english), baseKeys(catalogue)];
        const missing = [...englishKeys].filter((key) => !catalogueKeys.has(key));
        const extra = [...catalogueKeys].filter((key) => !englishKeys.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${language}: has every plural form the language needs`, () => {
        const catalogue = leaves(load(file));
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        const pluralBases = new Set(
          [...englishLeaves.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
        );
        for (const base of pluralBases) {
          for (const category of categories)
            expect(catalogue.has(`${base}_${category}`), `${base}_${category}`).toBe(true);
        }
      });

      it(`${language}: keeps every placeholder of the English text`, () => {
        const catalogue = leaves(load(file));
        for (const [key, text] of catalogue) {
          const englishText = englishLeaves.get(key) ?? englishLeaves.get(key.replace(PLURAL, '_other'));
          if (englishText === undefined) continue;
          const expected = placeholders(englishText).filter((name) => name !== 'count');
          const actual = placeholders(text).filter((name) => name !== 'count');
          expect(new Set(actual), `${language} ${key}`).toEqual(new Set(expected));
        }
      });

      if (language !== 'en') {
        it(`${language}: leaves no English sentence untranslated`, () => {
          const catalogue = leaves(load(file));
          const untranslated = [...catalogue].filter(([key, text]) => {
            const englishText = englishLeaves.get(key);
            return englishText !== undefined && text === englishText && englishText.split(' ').length > 2;
          });
          expect(untranslated).toEqual([]);
        });
      }
    }
  });
}

describe('visibleLanguages', () => {
  it('offers the languages of the spec table per country', () => {
    expect(visibleLanguages('BE')).toEqual(['nl', 'fr', 'de']);
    expect(visibleLanguages('CH')).toEqual(['de', 'it', 'fr', 'en']);
    expect(visibleLanguages('FI')).toEqual(['fi', 'sv']);
    expect(visibleLanguages('US')).toEqual(['en', 'es']);
    expect(visibleLanguages('NO')).toEqual(['nb']);
  });

  it('offers every language for an unknown country', () => {
    expect(visibleLanguages('BR')).toEqual(LANGUAGES);
    expect(visibleLanguages(null)).toEqual(LANGUAGES);
  });

  it('covers 19 countries, each language at least once', () => {
    expect(Object.keys(COUNTRY_LANGUAGES)).toHaveLength(19);
    expect(new Set(Object.values(COUNTRY_LANGUAGES).flat())).toEqual(new Set(LANGUAGES));
  });
});
