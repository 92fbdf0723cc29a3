import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban } from '@app/shared';
import { EMPTY_MANDATE, isDirectDebitClosed, mandateSchema, smsCodeSchema } from './mandate-rules';

describe('IBAN checksum (mod 97)', () => {
  it('accepts valid IBANs of several countries, with spaces and in small letters', () => {
    for (const iban of [
      'NL91ABNA0417164300',
      'NL91 ABNA 0417 1643 00',
      'nl91abna0417164300',
      'DE89370400440532013000',
      'BE68539007547034',
      'AT611904300234573201',
      'GB82WEST12345698765432',
    ])
      expect(isValidIban(iban), iban).toBe(true);
  });

  it('refuses a wrong check digit, a swapped digit, a wrong length and garbage', () => {
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA0417164030')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('hello world 12345')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('direct-debit mandate', () => {
  const complete = {
    account_holder: 'Kim de Vries',
    iban: 'nl91 abna 0417 1643 00',
    street: 'Grote Markt',
    house_number: '12a',
    zip: '2011 RD',
    city: 'Haarlem',
    phone: '+31 6 12345678',
    consent: true as const,
  };
  const problemsOf = (values: object) =>
    mandateSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.code}`) ?? [];

  it('reads the IBAN as the server does, and refuses a wrong checksum with its code', () => {
    expect(mandateSchema.parse(complete).iban).toBe('NL91ABNA0417164300');
    const wrong = mandateSchema.safeParse({ ...complete, iban: 'NL92ABNA0417164300' });
    expect(wrong.error?.issues).toMatchObject([{ path: ['iban'], params: { error: 'iban_invalid' } }]);
  });

  it('asks for every field and the consent', () => {
    expect(problemsOf({ ...EMPTY_MANDATE, consent: false })).toEqual([
      'account_holder:too_small',
      'iban:too_small',
      'iban:custom',
      'street:too_small',
      'house_number:too_small',
      'zip:too_small',
      'city:too_small',
      'phone:invalid_format',
      'consent:invalid_value',
    ]);
    expect(problemsOf(complete)).toEqual([]);
  });

  it('takes a 6-digit code, spaces allowed while typing', () => {
    expect(smsCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(smsCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(smsCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });

  it('knows the refusals that close direct debit for the purchase', () => {
    expect(['direct_debit_blocked', 'direct_debit_limit', 'method_not_available'].map(isDirectDebitClosed)).toEqual([
      true,
      true,
      true,
    ]);
    expect(isDirectDebitClosed('iban_invalid')).toBe(false);
  });
});
