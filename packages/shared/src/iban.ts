/** IBAN lengths per country (ISO 13616) for the countries whose members may pay by direct debit, and SEPA neighbours. */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
};

/** An IBAN without spaces, in capitals. */
export function normaliseIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** In groups of four, as printed on bank cards and statements. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Valid when the country's length fits and the ISO 7064 mod-97 checksum is 1, computed digit by digit so
 * long numbers stay exact. The browser checks before sending; the server decides (`iban_invalid`).
 */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
