import { describe, expect, it } from 'vitest';
import { COUNTRY_LANGUAGES } from '@app/shared';
import { CONTACT_CASES } from './contact-cases';
import { findContactDetails, maskContactDetails } from './contact-details';

/** The 19 countries of the language table (spec point 12): a phone number valid in any of them counts. */
const COUNTRIES = Object.keys(COUNTRY_LANGUAGES);

const kindsIn = (text: string) => [...new Set(findContactDetails(text, COUNTRIES).map((found) => found.kind))].sort();

describe('contact details in texts (issue 20 item 1)', () => {
  it('reads the case table with high precision and recall in every language', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const wrong: string[] = [];
    for (const [language, text, expected] of CONTACT_CASES) {
      const found = kindsIn(text);
      if (expected.length > 0 && found.length > 0) truePositives += 1;
      if (expected.length === 0 && found.length > 0) falsePositives += 1;
      if (expected.length > 0 && found.length === 0) falseNegatives += 1;
      if (found.join() !== [...expected].sort().join())
        wrong.push(`${language} ${JSON.stringify(text)}: ${found.join()}`);
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    console.log(
      `contact cases: ${CONTACT_CASES.length}, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}; ` +
        `kind differs or missed: ${wrong.length}\n${wrong.join('\n')}`,
    );
    expect(CONTACT_CASES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CONTACT_CASES.map(([language]) => language)).size).toBe(11);
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('points at the original characters, keycap emoji and look-alikes included, and masks them', () => {
    const text = 'Hi 😊 call 0️⃣6️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣ or mаil аnna@gmail.com (Cyrillic а)';
    const found = findContactDetails(text, ['NL']);
    expect(found.map((finding) => finding.kind)).toEqual(['phone', 'email']);
    expect(found[0]!.text).toBe('0️⃣6️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣');
    expect(found[1]!.text).toBe('аnna@gmail.com');
    expect(maskContactDetails(text, found)).toBe('Hi 😊 call ••• or mаil ••• (Cyrillic а)');
  });

  it('masks the whole address when an "at" of speech stands before it', () => {
    for (const text of ['or mail me at demo.dates@example.com', 'write me at anna (at) gmail dot com']) {
      const masked = maskContactDetails(text, findContactDetails(text, COUNTRIES));
      expect(masked).not.toMatch(/example|gmail|anna|dates/);
    }
  });

  it('reads through invisible characters and fullwidth forms', () => {
    const hidden = 'ring 06\u200b1234\u00ad5678 nu';
    expect(findContactDetails(hidden, ['NL']).map((finding) => finding.text)).toEqual(['06\u200b1234\u00ad5678']);
    expect(findContactDetails('ａｎｎａ＠ｇｍａｉｌ．ｃｏｍ', ['NL']).map((finding) => finding.kind)).toEqual([
      'email',
    ]);
  });

  it('finds every number of a message, and the number after a short one', () => {
    const found = findContactDetails('I am 32 0612345678 and 06 87654321', ['NL']);
    expect(found.map((finding) => finding.text)).toEqual(['0612345678', '06 87654321']);
  });

  it('reads a long run of digits group by group: the number at its end is found', () => {
    const text = `${'7 '.repeat(20_000)}and then 06 12345678`;
    expect(findContactDetails(text, ['NL']).at(-1)?.text).toBe('06 12345678');
  });

  it('leaves a text without contact details as it is', () => {
    expect(findContactDetails('', COUNTRIES)).toEqual([]);
    expect(maskContactDetails('Hallo, wie geht es?', [])).toBe('Hallo, wie geht es?');
  });
});
