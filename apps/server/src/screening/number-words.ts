/**
 * Digits written as words in the site's eleven languages, as members spell a phone number to slip it past a
 * filter ("null sechs eins zwei…"). Only a run of them long enough to be a phone number counts, so the
 * common short words among them ("en", "to", "un", "sei") never raise anything on their own.
 */
const DIGIT_WORDS: Record<string, readonly string[]> = {
  0: ['zero', 'null', 'nul', 'noll', 'nolla', 'zéro', 'cero', 'nought'],
  1: ['one', 'eins', 'een', 'één', 'en', 'et', 'ett', 'yksi', 'un', 'une', 'uno', 'jeden', 'jedna', 'ein', 'eine'],
  2: ['two', 'zwei', 'zwo', 'twee', 'to', 'två', 'kaksi', 'deux', 'due', 'dos', 'dwa', 'dwie'],
  3: ['three', 'drei', 'drie', 'tre', 'kolme', 'trois', 'tres', 'trzy'],
  4: ['four', 'vier', 'fire', 'fyra', 'neljä', 'quatre', 'quattro', 'cuatro', 'cztery'],
  5: ['five', 'fünf', 'fuenf', 'vijf', 'fem', 'viisi', 'cinq', 'cinque', 'cinco', 'pięć', 'piec'],
  6: ['six', 'sechs', 'zes', 'seks', 'sex', 'kuusi', 'sei', 'seis', 'sześć', 'szesc'],
  7: ['seven', 'sieben', 'zeven', 'syv', 'sju', 'seitsemän', 'seitseman', 'sept', 'sette', 'siete', 'siedem'],
  8: ['eight', 'acht', 'otte', 'åtte', 'åtta', 'kahdeksan', 'huit', 'otto', 'ocho', 'osiem'],
  9: ['nine', 'neun', 'negen', 'ni', 'nio', 'yhdeksän', 'yhdeksan', 'neuf', 'nove', 'nueve', 'dziewięć', 'dziewiec'],
};

const DIGIT_OF_WORD = new Map<string, string>(
  Object.entries(DIGIT_WORDS).flatMap(([digit, words]) => words.map((word) => [word, digit] as const)),
);

/** The digit a word spells in one of our languages, or undefined. */
export function digitOfWord(word: string): string | undefined {
  return DIGIT_OF_WORD.get(word);
}
