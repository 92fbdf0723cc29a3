import { describe, expect, it } from 'vitest';
import { RISK_TERM_CATEGORIES } from '@app/shared';
import { RISK_CASES } from './risk-cases';
import { findRiskTerms } from './risk-term-match';
import { riskText } from './risk-text';

const categoriesIn = (text: string) => findRiskTerms(text).map((finding) => finding.category);

describe('scam and harassment terms in texts (issue 20 item 2)', () => {
  it('reads the case table with high precision and recall in every language', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const wrong: string[] = [];
    for (const [language, text, expected] of RISK_CASES) {
      const found = categoriesIn(text);
      // Counted per category: each expected one found is a hit, each other one found a false alarm.
      for (const category of RISK_TERM_CATEGORIES) {
        const wanted = expected.includes(category);
        const got = found.includes(category);
        if (wanted && got) truePositives += 1;
        if (!wanted && got) falsePositives += 1;
        if (wanted && !got) falseNegatives += 1;
      }
      if (
        found.join() !==
        [...expected].sort((a, b) => RISK_TERM_CATEGORIES.indexOf(a) - RISK_TERM_CATEGORIES.indexOf(b)).join()
      )
        wrong.push(`${language} ${JSON.stringify(text)}: ${found.join() || 'nothing'}`);
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    const innocent = RISK_CASES.filter(([, , expected]) => expected.length === 0).length;
    console.log(
      `risk cases: ${RISK_CASES.length} (${innocent} innocent), precision ${precision.toFixed(3)}, ` +
        `recall ${recall.toFixed(3)}; differing: ${wrong.length}\n${wrong.join('\n')}`,
    );
    expect(new Set(RISK_CASES.map(([language]) => language)).size).toBe(11);
    for (const category of RISK_TERM_CATEGORIES)
      expect(
        RISK_CASES.some(([, , expected]) => expected.includes(category)),
        category,
      ).toBe(true);
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('folds accents, look-alike letters, digits inside words and invisible characters', () => {
    expect(riskText('Überweise mir 500 €')).toBe('uberweise mir 500 €');
    expect(riskText('Sé dónde vives')).toBe('se donde vives');
    expect(riskText('Jeg dræber dig, du er død')).toBe('jeg draeber dig, du er dod');
    expect(riskText('b1tc0in')).toBe('bitcoin');
    // A Cyrillic а and е, and a zero-width space inside a word.
    expect(categoriesIn('wеstеrn\u200bunion')).toEqual(['transfer_service']);
    expect(categoriesIn('Pay me in B1TC0IN')).toEqual(['crypto']);
    // A number stays a number: a price is not a word.
    expect(riskText('I paid 20 euro')).toBe('i paid 20 euro');
  });

  it('matches whole words only', () => {
    expect(categoriesIn('bitcoinsaurus and paypalooza')).toEqual([]);
    expect(categoriesIn('Die Zelle im Mikroskop')).toEqual([]);
    expect(categoriesIn('Det är slut mellan oss')).toEqual([]);
    expect(findRiskTerms('Western Union or western-union').at(0)?.terms).toEqual(['western union', 'western-union']);
  });

  it('reads a long message only as far as a scam needs', () => {
    const long = `${'la '.repeat(10_000)} send me money`;
    expect(categoriesIn(long)).toEqual([]);
    expect(categoriesIn(`send me money ${'la '.repeat(10_000)}`)).toEqual(['money_request']);
  });
});
