import { LANGUAGE_NAMES, NICHES, isLanguage } from '@app/shared';
import { countryName } from '../../../lib/format';
import type { TOption } from './fields';

/** Countries by their name in the console language, with the code ("Netherlands (NL)"). */
export function countryOptions(codes: readonly string[], language: string): TOption[] {
  return codes.map((code) => ({ value: code, label: `${countryName(code, language)} (${code})` }));
}

/** Languages in their own name, with the code. */
export function languageOptions(codes: readonly string[]): TOption[] {
  return codes.map((code) => ({ value: code, label: `${isLanguage(code) ? LANGUAGE_NAMES[code] : code} (${code})` }));
}

export const plainOptions = (values: readonly (string | number)[]): TOption[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));

export type TNiche = (typeof NICHES)[number];
export const isNiche = (value: number): value is TNiche => (NICHES as readonly number[]).includes(value);
