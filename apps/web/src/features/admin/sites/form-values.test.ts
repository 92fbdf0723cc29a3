import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  changedValues,
  errorsFor,
  fieldErrorsOf,
  isoFromLocalInput,
  linesToList,
  localInputFromIso,
  moneyText,
  numberOrNull,
  parseMoney,
  unshownErrors,
} from './form-values';

describe('field errors', () => {
  const fields = {
    name: ['required'],
    'minimum_message_costs.GB.costs': ['too big'],
    'minimum_message_costs.XX': ['not a country'],
    domain_language: ["not one of the site's languages"],
  };

  it('reads the fields of an API error and nothing from other errors', () => {
    expect(fieldErrorsOf(new ApiError(400, 'invalid_input', 'Check', { fields }))).toBe(fields);
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });

  it('gives a field its own messages and those below it, with their path', () => {
    expect(errorsFor(fields, 'name')).toEqual(['required']);
    expect(errorsFor(fields, 'minimum_message_costs')).toEqual(['GB.costs: too big', 'XX: not a country']);
    expect(errorsFor(fields, 'minimum')).toEqual([]);
  });

  it('lists the messages no input shows', () => {
    expect(unshownErrors(fields, ['name', 'minimum_message_costs'])).toEqual([
      "domain_language: not one of the site's languages",
    ]);
  });
});

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
