import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban } from '@app/shared';
import { EMPTY_MANDATE, isSmsCode, mandateErrorPlace, mandateProblems } from './mandate-rules';

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
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Grote Markt',
    house_number: '12a',
    zip: '2011 RD',
    city: 'Haarlem',
    phone: '+31 6 12345678',
    consent: true,
  };

  it('asks for every field and the consent', () => {
    expect(mandateProblems(EMPTY_MANDATE)).toEqual({
      account_holder: 'required',
      iban: 'required',
      street: 'required',
      house_number: 'required',
      zip: 'required',
      city: 'required',
      phone: 'required',
      consent: 'consent',
    });
    expect(mandateProblems(complete)).toEqual({});
  });

  it('checks the IBAN, the phone number and minimum lengths like the server', () => {
    expect(mandateProblems({ ...complete, iban: 'NL92ABNA0417164300' })).toEqual({ iban: 'iban' });
    expect(mandateProblems({ ...complete, phone: '12345' })).toEqual({ phone: 'phone' });
    expect(mandateProblems({ ...complete, account_holder: 'K', zip: '12' })).toEqual({
      account_holder: 'tooShort',
      zip: 'tooShort',
    });
  });

  it('takes a 6-digit code', () => {
    expect(isSmsCode('123456')).toBe(true);
    expect(isSmsCode('123 456')).toBe(true);
    expect(isSmsCode('12345')).toBe(false);
    expect(isSmsCode('12345a')).toBe(false);
  });

  it('places the server errors', () => {
    expect(mandateErrorPlace('iban_invalid')).toEqual({ place: 'fields', fields: ['iban'] });
    expect(mandateErrorPlace('invalid_input', { phone: ['phone'], zip: ['too_small'] })).toEqual({
      place: 'fields',
      fields: ['zip', 'phone'],
    });
    expect(mandateErrorPlace('sms_code_invalid')).toEqual({ place: 'code' });
    expect(mandateErrorPlace('sms_code_expired')).toEqual({ place: 'code' });
    expect(mandateErrorPlace('direct_debit_blocked')).toEqual({ place: 'blocked' });
    expect(mandateErrorPlace('direct_debit_limit')).toEqual({ place: 'blocked' });
    expect(mandateErrorPlace('rate_limited')).toEqual({ place: 'general' });
  });
});
