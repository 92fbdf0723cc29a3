import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, shares, money and days in the console language; days are UTC days, as the figures are. */
export function useFormatters() {
  const { i18n } = useTranslation('console-dashboard');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const percents = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const days = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const longDays = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const moneyFormats = new Map<string, Intl.NumberFormat>();
    const money = (major: number, currency: string) => {
      let format = moneyFormats.get(currency);
      if (!format) {
        try {
          format = new Intl.NumberFormat(language, { style: 'currency', currency });
        } catch {
          format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        }
        moneyFormats.set(currency, format);
      }
      return format.format(major);
    };
    return {
      number: (value: number) => numbers.format(value),
      percent: (fraction: number) => percents.format(fraction),
      money,
      cents: (cents: number, currency: string) => money(cents / 100, currency),
      day: (day: string) => days.format(new Date(`${day}T00:00:00Z`)),
      longDay: (day: string) => longDays.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [language]);
}

export type TFormatters = ReturnType<typeof useFormatters>;
