import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Wording defects found in review, held so they do not come back with a new sentence.
const localesDir = path.resolve(import.meta.dirname, '../locales');

type Tree = { [key: string]: unknown };

function load(file: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8')) as Tree;
}

function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
  return [];
}

function at(tree: Tree, keyPath: string): unknown {
  return keyPath.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

describe('copy rules', () => {
  // Intl.DisplayNames gives "Netherlands", "Schweiz", "Verenigde Staten": after "in"/"aus"/"uit" these
  // need an article (the Netherlands, der Schweiz), so country names stand after a colon or in brackets.
  const prepositions: Record<string, RegExp> = {
    en: /\b(in|from|of|to)\s+\{\{(country|place)\}\}/i,
    de: /\b(in|aus|von|nach)\s+\{\{(country|place)\}\}/i,
    nl: /\b(in|uit|van|naar)\s+\{\{(country|place)\}\}/i,
    es: /\b(en|de|desde)\s+\{\{(country|place)\}\}/i,
  };
  for (const [language, preposition] of Object.entries(prepositions)) {
    it(`${language}: puts no preposition right before a country name`, () => {
      const found = texts(load(`${language}.json`)).filter(([, text]) => preposition.test(text));
      expect(found).toEqual([]);
    });
  }

  it('pl: never puts a name where Polish would decline it (after a verb or a preposition)', () => {
    const declined = /\b(Polub|Pomiń|Napisz do|do|dla|od|z)\s+\{\{name\}\}/;
    const found = [...texts(load('pl.json')), ...texts(load('mail/pl.json'))].filter(([, text]) => declined.test(text));
    expect(found).toEqual([]);
  });

  it.each(['fr', 'it'])('%s: names the refund policy one way, as its page does', (language) => {
    const title = at(load(`pages/${language}.json`), 'returnPolicy.title');
    const catalogue = load(`${language}.json`);
    expect(at(catalogue, 'footer.returnPolicy')).toBe(title);
    expect(at(catalogue, 'credits.refundPolicy')).toBe(title);
  });

  it('nl: "who likes you" is "wie jou leuk vindt" (with "je" it reads as "who you like")', () => {
    const found = [...texts(load('nl.json')), ...texts(load('mail/nl.json'))].filter(
      ([key, text]) => /likes|login|button/i.test(key) && /wie je leuk vindt/.test(text),
    );
    expect(found).toEqual([]);
  });

  it('en and nl: the signup consent names both documents in full', () => {
    expect(at(load('en.json'), 'signup.personal.consentTerms')).toBe('Terms and Conditions');
    expect(at(load('en.json'), 'signup.personal.consentPrivacy')).toBe('Privacy Policy');
    expect(at(load('nl.json'), 'signup.personal.consentPrivacy')).toBe('Privacyverklaring');
  });
});
