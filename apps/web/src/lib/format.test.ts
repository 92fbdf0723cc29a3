import { describe, expect, it, vi } from 'vitest';
import { countryName, formatDate, formatMoney, formatNumber } from './format';

describe('format', () => {
  it('writes numbers, money, dates and countries in the given language', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatMoney(9.99, 'EUR', 'nl')).toMatch(/^€\s9,99$/); // a no-break space
    expect(formatDate('2026-11-30T12:00:00Z', 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 30, 2026');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('DE', 'pl')).toBe('Niemcy');
  });

  it('keeps options apart: the same language with other options is another formatter', () => {
    expect(formatMoney(5, 'EUR', 'en')).toBe('€5.00');
    expect(formatMoney(5, 'USD', 'en')).toBe('$5.00');
    expect(formatDate('2026-01-02T00:00:00Z', 'en', { month: 'long', timeZone: 'UTC' })).toBe('January');
    expect(formatDate('2026-01-02T00:00:00Z', 'en', { day: 'numeric', timeZone: 'UTC' })).toBe('2');
  });

  it('builds a formatter once per language and options, however many values it writes', () => {
    const built = vi.spyOn(Intl, 'DisplayNames');
    for (const code of ['SE', 'NO', 'SE', 'DK']) countryName(code, 'da');
    for (const code of ['SE', 'NO']) countryName(code, 'fi');
    expect(built).toHaveBeenCalledTimes(2);
    built.mockRestore();
  });

  it('falls back to the code when the language is not one Intl knows', () => {
    expect(countryName('DE', '!!')).toBe('DE');
  });
});
