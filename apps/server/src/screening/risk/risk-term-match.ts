import { RISK_TERM_CATEGORIES, type TRiskTermCategory } from '@app/shared';
import { riskText } from './risk-text';
import { termsOf } from './risk-terms';

export interface TTermFinding {
  category: TRiskTermCategory;
  /** The terms as found in the folded text, each once. */
  terms: string[];
}

/** A space of a piece stands for any run of spaces, dots, commas, dashes and underscores between the words. */
const joined = (piece: string) =>
  piece.replace(/ (\?)?/g, (_space, optional?: string) => `[\\s.,;:_-]${optional ? '*' : '+'}`);

/** One expression per category: any of its pieces as whole words (no letter or digit on either side). */
const PATTERNS: ReadonlyArray<readonly [TRiskTermCategory, RegExp]> = RISK_TERM_CATEGORIES.map((category) => [
  category,
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${termsOf(category).map(joined).join('|')})(?![\\p{L}\\p{N}])`, 'gu'),
]);

/** Texts longer than this are read to here: a scam fits, and a huge message costs no more to read. */
const READ_AT_MOST = 4_000;

/** The term categories a message falls into, with the terms found, in the order of RISK_TERM_CATEGORIES. */
export function findRiskTerms(text: string): TTermFinding[] {
  const folded = riskText(text.slice(0, READ_AT_MOST));
  const findings: TTermFinding[] = [];
  for (const [category, pattern] of PATTERNS) {
    const terms = new Set<string>();
    for (const match of folded.matchAll(pattern)) terms.add(match[0]);
    if (terms.size > 0) findings.push({ category, terms: [...terms] });
  }
  return findings;
}
