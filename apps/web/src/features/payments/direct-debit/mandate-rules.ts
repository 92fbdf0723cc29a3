import { customIssue, isValidIban, normaliseIban, ZDirectDebitBody, ZDirectDebitConfirmBody } from '@app/shared';
import { z } from 'zod';

/**
 * The mandate as the form holds it, checked with the direct-debit call's schema: the IBAN as typed (in
 * groups, small letters) is read as the server reads it, then held to its length and checksum.
 */
export const mandateSchema = ZDirectDebitBody.omit({ package: true, discount_code: true }).extend({
  iban: z
    .string()
    .transform(normaliseIban)
    .pipe(
      // On the field itself, so a wrong IBAN shows with the other fields' problems, not after them.
      ZDirectDebitBody.shape.iban.superRefine((iban, ctx) => {
        if (!isValidIban(iban)) ctx.addIssue(customIssue('iban_invalid'));
      }),
    ),
});
export type TMandateValues = z.input<typeof mandateSchema>;
export type TMandateDetails = z.output<typeof mandateSchema>;

/** A new mandate: every text empty, the consent not given (unticked). */
export const EMPTY_MANDATE: Partial<TMandateValues> = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
};

/** The texted code as typed (spaces allowed while typing), checked as the confirm call checks it. */
export const smsCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(ZDirectDebitConfirmBody.shape.code),
});

/** Refusals that end direct debit for this purchase: the member chooses another method. */
export function isDirectDebitClosed(code: string): boolean {
  return code === 'direct_debit_blocked' || code === 'direct_debit_limit' || code === 'method_not_available';
}
