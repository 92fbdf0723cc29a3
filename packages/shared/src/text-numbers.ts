/**
 * Placeholders whose numbers are names, not amounts: written as they are ("order 10234", "© 2026"),
 * never grouped like "10,234".
 */
export const LITERAL_NUMBER_PLACEHOLDERS: ReadonlySet<string> = new Set(['year', 'id', 'order', 'code', 'phone']);

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number put into a sentence in the language's own way (1,234 / 1.234 / 1 234): every count and
 * amount that reaches text goes through here, on the server and in the browser.
 */
export function textNumber(value: unknown, language: string, placeholder?: string): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  if (placeholder && LITERAL_NUMBER_PLACEHOLDERS.has(placeholder)) return value;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format.format(value);
}
