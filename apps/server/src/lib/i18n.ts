import { DEFAULT_LANGUAGE, textNumber, type TLanguage } from '@app/shared';
import da from '@app/shared/locales/da.json';
import de from '@app/shared/locales/de.json';
import en from '@app/shared/locales/en.json';
import es from '@app/shared/locales/es.json';
import fi from '@app/shared/locales/fi.json';
import fr from '@app/shared/locales/fr.json';
import it from '@app/shared/locales/it.json';
import nb from '@app/shared/locales/nb.json';
import nl from '@app/shared/locales/nl.json';
import pl from '@app/shared/locales/pl.json';
import sv from '@app/shared/locales/sv.json';

type Catalogue = typeof en;
const CATALOGUES: Record<TLanguage, Catalogue> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Every key of the English catalogue, e.g. 'errors.not_found'. */
export type TMessageKey = Leaves<Catalogue>;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side text in the member's language (English when a key is missing there), numbers written its way. */
export function translate(language: TLanguage, key: TMessageKey, values: Record<string, unknown> = {}): string {
  const template = lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES[DEFAULT_LANGUAGE], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(textNumber(values[name], language, name)) : match,
  );
}

/** Translates a dynamic key that may not exist (e.g. an interest key from the database). */
export function translateOptional(language: TLanguage, key: string): string | undefined {
  return lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES[DEFAULT_LANGUAGE], key);
}

const pluralRules = new Map<TLanguage, Intl.PluralRules>();

/**
 * A text about a number of things in the form the language uses for that number, as the web app's i18next picks
 * it: the key's `_one`, `_few`, `_many` or `_other` variant by the language's plural rules (`_other` when the
 * catalogue lacks that form).
 */
export function translateCount(
  language: TLanguage,
  key: string,
  count: number,
  values: Record<string, unknown> = {},
): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const form = `${key}_${rules.select(count)}`;
  const chosen = translateOptional(language, form) !== undefined ? form : `${key}_other`;
  return translate(language, chosen as TMessageKey, { ...values, count });
}
