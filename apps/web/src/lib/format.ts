/** Numbers, money and dates in the member's language (Intl). */

// Building an Intl formatter loads the language's data (a region-name table: tens of milliseconds on a slow
// phone), while using one is cheap; lists format a value per row, so each formatter is built once.
type TFormatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames;
const formatters = new Map<string, TFormatter>();

function formatter<T extends TFormatter>(kind: string, language: string, options: object, make: () => T): T {
  const key = `${kind} ${language} ${JSON.stringify(options)}`;
  let built = formatters.get(key) as T | undefined;
  if (!built) {
    built = make();
    formatters.set(key, built);
  }
  return built;
}

export function formatNumber(value: number, language: string): string {
  return formatter('number', language, {}, () => new Intl.NumberFormat(language)).format(value);
}

export function formatMoney(amount: number, currency: string, language: string): string {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency };
  return formatter('number', language, options, () => new Intl.NumberFormat(language, options)).format(amount);
}

export function formatDate(
  value: Date | string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return formatter('date', language, options, () => new Intl.DateTimeFormat(language, options)).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}

/** "5 minutes ago", "yesterday": `value` units from now (negative for the past). */
export function formatRelative(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string,
  options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' },
): string {
  return formatter('relative', language, options, () => new Intl.RelativeTimeFormat(language, options)).format(
    value,
    unit,
  );
}

/** A region ("DE") or language ("de") code as its name in `language`; the code itself if Intl has none. */
export function displayName(code: string, type: 'region' | 'language', language: string): string {
  try {
    return formatter(type, language, {}, () => new Intl.DisplayNames([language], { type })).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryName(code: string, language: string): string {
  return displayName(code, 'region', language);
}
