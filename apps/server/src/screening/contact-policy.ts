import { COUNTRY_LANGUAGES, type TContactDetailKind, type TContactFlagAction, type TContactSpan } from '@app/shared';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import { findContactDetails, maskContactDetails } from './contact-details';

/** What a text becomes under its site's policy (issue 20 item 1, decision 035). */
export interface TContactScreening {
  /** The text to deliver or store: masked where the site masks, else as written. */
  text: string;
  /** What the moderators get: the text as written and its findings; null when nothing is flagged. */
  flag: { action: TContactFlagAction; text: string; findings: TContactSpan[] } | null;
  /** The kinds found when the site refuses them: the caller records the flag and refuses (refusalOf). */
  refused: TContactDetailKind[] | null;
}

export type TScreeningSite = Pick<TSiteRow, 'contact_details' | 'countries'>;

/**
 * The countries whose national numbers count: the site's, and those of every language we speak (a German on a
 * Dutch site gives a German number without +49). The case table is measured with the same list.
 */
const SPOKEN_COUNTRIES = Object.keys(COUNTRY_LANGUAGES);
const countriesOf = (site: TScreeningSite) => [...new Set([...site.countries, ...SPOKEN_COUNTRIES])];

/** Where a text's contact details stand. */
export function contactSpans(site: TScreeningSite, text: string): TContactSpan[] {
  return findContactDetails(text, countriesOf(site)).map(({ kind, start, end }) => ({ kind, start, end }));
}

/**
 * Applies the site's choice to a text a member (or an operator as a fictional profile) wrote: "allow" reads
 * nothing; "flag" delivers it as written and flags it; "mask" delivers it with each contact detail replaced
 * by a mark and flags the original; "refuse" delivers nothing and flags the attempt.
 */
export function screenContactDetails(site: TScreeningSite, text: string): TContactScreening {
  const unchanged = { text, flag: null, refused: null };
  if (site.contact_details === 'allow' || text === '') return unchanged;
  const found = findContactDetails(text, countriesOf(site));
  if (found.length === 0) return unchanged;
  const findings = found.map(({ kind, start, end }) => ({ kind, start, end }));
  switch (site.contact_details) {
    case 'flag':
      return { text, flag: { action: 'flagged', text, findings }, refused: null };
    case 'mask':
      return { text: maskContactDetails(text, found), flag: { action: 'masked', text, findings }, refused: null };
    case 'refuse':
      return {
        text,
        flag: { action: 'refused', text, findings },
        refused: [...new Set(findings.map((finding) => finding.kind))],
      };
  }
}

/** The refusal a member (or an operator) sees: translated, with the kinds that were found. */
export function contactRefusal(kinds: readonly TContactDetailKind[]): AppError {
  return new AppError('contact_details', { kinds });
}
