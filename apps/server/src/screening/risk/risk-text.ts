import { screeningText } from '../screening-text';

/** Letters our languages write that NFD does not split into a base letter and an accent. */
const SPELLED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };
/** Digits and signs that stand for a letter inside a word ("b1tc0in", "gift c@rd"). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/**
 * A text as the term lists read it: the contact screening's folding (lower case, compatibility forms, look-alike
 * letters of other scripts, invisible characters), then accents dropped, ø æ ß ł spelled out, curly apostrophes
 * made straight, and a digit or sign between two letters read as the letter it imitates. Whitespace runs become
 * one space.
 */
export function riskText(original: string): string {
  const folded = screeningText(original)
    .text.normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßłđðþ]/g, (letter) => SPELLED[letter] ?? letter)
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');
  // Twice: "b1tc01n" has imitations side by side.
  const unleet = (text: string) => text.replace(/(?<=\p{L})[013457@$](?=\p{L})/gu, (sign) => LEET[sign] ?? sign);
  return unleet(unleet(folded));
}
