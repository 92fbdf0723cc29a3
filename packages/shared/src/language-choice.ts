import { DEFAULT_LANGUAGE, isLanguage, visibleLanguages, type TLanguage } from './locales';

/**
 * The languages a member or visitor may pick: their country's (spec point 9), then the language they
 * read now and English, so that nobody is left in a language they cannot switch back from (a member
 * who moved country, a visitor whose GeoIP guess is wrong).
 */
export function languageChoices(country: string | null | undefined, current: TLanguage): TLanguage[] {
  return [...new Set<TLanguage>([...visibleLanguages(country), current, DEFAULT_LANGUAGE])];
}

/** The interface language of a browser's language tag (`de-CH` is German; `no` and `nn` read Bokmål). */
export function languageOfTag(tag: string): TLanguage | undefined {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  if (primary === 'no' || primary === 'nn') return 'nb';
  return isLanguage(primary) ? primary : undefined;
}

/** The tags of an Accept-Language header, most wanted first (by q-value, then by order); q=0 is a refusal. */
export function tagsOfAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * A first visit's language from the browser's preferences: the first one we have that is shown in the
 * visitor's country (every language when the country is unknown), or undefined.
 */
export function browserLanguage(tags: readonly string[], country: string | null | undefined): TLanguage | undefined {
  const visible: readonly TLanguage[] = visibleLanguages(country);
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language && visible.includes(language)) return language;
  }
  return undefined;
}
