import { isValidIban } from '@app/shared';

export const MANDATE_FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
  'consent',
] as const;
export type TMandateField = (typeof MANDATE_FIELDS)[number];

export interface TMandateDraft {
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
  consent: boolean;
}

export const EMPTY_MANDATE: TMandateDraft = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
  consent: false,
};

export type TMandateProblem = 'required' | 'tooShort' | 'iban' | 'phone' | 'consent';

/** The same limits as the server's schema (ZDirectDebitBody): lengths, phone pattern, IBAN checksum, consent. */
const MIN_LENGTH: Partial<Record<TMandateField, number>> = { account_holder: 2, street: 2, zip: 3, city: 2 };
const PHONE = /^\+?[0-9 ()-]{8,20}$/;

export function mandateProblems(draft: TMandateDraft): Partial<Record<TMandateField, TMandateProblem>> {
  const problems: Partial<Record<TMandateField, TMandateProblem>> = {};
  for (const field of MANDATE_FIELDS) {
    if (field === 'consent') continue;
    const value = draft[field].trim();
    if (!value) problems[field] = 'required';
    else if (value.length < (MIN_LENGTH[field] ?? 1)) problems[field] = 'tooShort';
  }
  if (!problems.iban && !isValidIban(draft.iban)) problems.iban = 'iban';
  if (!problems.phone && !PHONE.test(draft.phone.trim())) problems.phone = 'phone';
  if (!draft.consent) problems.consent = 'consent';
  return problems;
}

/** A 6-digit SMS code, spaces allowed while typing. */
export const isSmsCode = (value: string) => /^\d{6}$/.test(value.replace(/\s+/g, ''));

/** Where a refused direct-debit call's error belongs. */
export type TMandateErrorPlace =
  { place: 'fields'; fields: TMandateField[] } | { place: 'code' } | { place: 'blocked' } | { place: 'general' };

export function mandateErrorPlace(code: string, fields?: Record<string, string[]>): TMandateErrorPlace {
  if (code === 'direct_debit_blocked' || code === 'direct_debit_limit' || code === 'method_not_available')
    return { place: 'blocked' };
  if (code === 'sms_code_invalid' || code === 'sms_code_expired') return { place: 'code' };
  if (code === 'iban_invalid') return { place: 'fields', fields: ['iban'] };
  const named = MANDATE_FIELDS.filter((field) => fields?.[field]);
  if (code === 'invalid_input' && fields?.code) return { place: 'code' };
  return named.length > 0 ? { place: 'fields', fields: named } : { place: 'general' };
}
