import { formatMoney } from '../../lib/format';

/** A whole percentage in the member's language ("25%", "25 %"). */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** An amount in cents of a currency, in the member's language. */
export function formatCents(cents: number, currency: string, language: string): string {
  return formatMoney(cents / 100, currency, language);
}
