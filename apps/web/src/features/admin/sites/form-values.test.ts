import { describe, expect, it } from 'vitest';
import {
  changedValues,
  isoFromLocalInput,
  linesToList,
  localInputFromIso,
  moneyText,
  numberOrNull,
  parseMoney,
} from './form-values';

describe('form values', () => {
  it('keeps only the changed entries, lists and records compared by content', () => {
    const original = { name: 'Amora', languages: ['en', 'nl'], costs: { GB: { costs: 2 } }, niche: 1 };
    const draft = { name: 'Amora', languages: ['en', 'nl'], costs: { GB: { costs: 3 } }, niche: 2 };
    expect(changedValues(original, draft)).toEqual({ costs: { GB: { costs: 3 } }, niche: 2 });
    expect(changedValues(original, { ...original })).toEqual({});
  });

  it('reads one entry a line', () => {
    expect(linesToList(' a.example \n\n b.example\r\nc ')).toEqual(['a.example', 'b.example', 'c']);
  });

  it('reads numbers, empty as null', () => {
    expect(numberOrNull('12')).toBe(12);
    expect(numberOrNull(' ')).toBeNull();
    expect(numberOrNull('x')).toBeNull();
  });

  it('converts prices between text and cents in the currency’s minor units', () => {
    expect(parseMoney('9.99', 'EUR')).toBe(999);
    expect(parseMoney('9,9', 'EUR')).toBe(990);
    expect(parseMoney('12', 'EUR')).toBe(1200);
    expect(parseMoney('9.999', 'EUR')).toBeNull();
    expect(parseMoney('-1', 'EUR')).toBeNull();
    expect(parseMoney('abc', 'EUR')).toBeNull();
    expect(parseMoney('500', 'JPY')).toBe(500);
    expect(moneyText(999, 'EUR')).toBe('9.99');
    expect(moneyText(500, 'JPY')).toBe('500');
  });

  it('round-trips an instant through a datetime-local value', () => {
    const iso = isoFromLocalInput('2031-05-04T13:45');
    expect(iso).not.toBeNull();
    expect(localInputFromIso(iso)).toBe('2031-05-04T13:45');
    expect(isoFromLocalInput('')).toBeNull();
    expect(localInputFromIso(null)).toBe('');
  });
});
