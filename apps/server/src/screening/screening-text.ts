/**
 * A text as the contact-detail screening reads it: lower case, compatibility forms folded (fullwidth and
 * mathematical letters, circled and superscript digits), keycap emoji turned into their digit, invisible
 * characters dropped and look-alike letters from other scripts read as the Latin letter they imitate.
 * Each character remembers where it came from in the original, so a finding can be masked there.
 */
export interface TScreeningText {
  /** The folded text. */
  text: string;
  /** For each character of `text`, the index in the original of the character it came from. */
  origins: number[];
}

/** Invisible characters that split a number or an address without showing: zero widths, soft hyphen, joiners. */
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0xfeff, 0xfeff],
];

function isInvisible(character: string): boolean {
  const code = character.codePointAt(0)!;
  return INVISIBLE_RANGES.some(([first, last]) => code >= first && code <= last);
}
/** What makes a digit a keycap emoji (1️⃣): the variation selector and the enclosing keycap. */
const KEYCAP_MARKS = /[\ufe0e\ufe0f\u20e3]/u;

/** Cyrillic and Greek letters that look like Latin ones, as used to slip an address past a filter. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ɡ: 'g',
  ı: 'i',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ѵ: 'v',
  ɑ: 'a',
  ɩ: 'i',
  ᴏ: 'o',
  ꮃ: 'w',
};

/** Emoji and symbols that stand for a character of an address or a number. */
const SYMBOL_STAND_INS: Record<string, string> = {
  '🅰': 'a',
  '🅾': 'o',
  '⭕': 'o',
  '🔟': '10',
  '💯': '100',
  '＠': '@',
  '🌀': '@',
  '⓪': '0',
  '⁰': '0',
};

/** Folds a text for screening (see TScreeningText). */
export function screeningText(original: string): TScreeningText {
  let text = '';
  const origins: number[] = [];
  let index = 0;
  for (const character of original) {
    const at = index;
    index += character.length;
    if (isInvisible(character) || KEYCAP_MARKS.test(character)) continue;
    const folded = SYMBOL_STAND_INS[character] ?? foldCharacter(character);
    text += folded;
    // One origin per UTF-16 unit, as the folded text is indexed.
    for (let unit = 0; unit < folded.length; unit += 1) origins.push(at);
  }
  return { text, origins };
}

function foldCharacter(character: string): string {
  const compatible = character.normalize('NFKC').toLowerCase();
  // Accents stay (ä, é, ø are letters of our languages); only the look-alikes of other scripts are replaced.
  return [...compatible].map((part) => LOOK_ALIKES[part] ?? part).join('');
}
