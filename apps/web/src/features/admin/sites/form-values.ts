/** The entries of `draft` that differ from `original` (compared as JSON), for a PUT of changes only. */
export function changedValues<T extends object>(original: T, draft: T): Partial<T> {
  const was = original as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(was[key])),
  ) as Partial<T>;
}

/** One entry a line, blank lines dropped (domains, trade names, VAT numbers). */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A number input's value: null when empty (the server then names the field). */
export function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Minor units of a currency (2 for EUR, 0 for JPY), as Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "9.99" or "9,99" in a currency to cents (999); null when it is not an amount. */
export function parseMoney(text: string, currency: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  const digits = currencyDigits(currency);
  const [whole = '0', fraction = ''] = normalized.split('.');
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Cents back to the text a staff member types ("9.99"). */
export function moneyText(cents: number, currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? String(cents) : (cents / 10 ** digits).toFixed(digits);
}

/** An ISO instant as the value of a `datetime-local` input, in the browser's time zone. */
export function localInputFromIso(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (browser time) as an ISO instant; null when empty or unreadable. */
export function isoFromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
