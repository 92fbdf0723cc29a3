import { COMPLAINT_REASONS, fieldIssue, ZAdminBan, ZAdminGrantCredits, ZAdminWarn } from '@app/shared';
import { z } from 'zod';

/**
 * The support dialogs' forms, each the schema of its call without the member (the dialog knows them).
 * The server takes any reason text; the console offers the complaint reasons, which the member reads in
 * their own language, and the call's own rule still checks the choice.
 */
const reasonChoice = <T extends z.ZodType<unknown, string>>(rule: T) =>
  z
    .string()
    .pipe(z.enum(COMPLAINT_REASONS))
    .transform((reason): string => reason)
    .pipe(rule);

export const ZWarnForm = ZAdminWarn.omit({ user: true }).extend({ reason: reasonChoice(ZAdminWarn.shape.reason) });
export type TWarnForm = z.input<typeof ZWarnForm>;

export const ZBanForm = ZAdminBan.omit({ user: true }).extend({ reason: reasonChoice(ZAdminBan.shape.reason) });
export type TBanForm = z.input<typeof ZBanForm>;

/** Credits typed as text: blank is missing, anything but digits no whole number; the call's rule sets the range. */
export const ZGrantForm = ZAdminGrantCredits.omit({ user: true }).extend({
  amount: z
    .string()
    .transform((text, ctx) => {
      const digits = text.trim();
      if (/^\d{1,9}$/.test(digits)) return Number(digits);
      ctx.addIssue(fieldIssue(digits === '' ? 'required' : 'invalid'));
      return z.NEVER;
    })
    .pipe(ZAdminGrantCredits.shape.amount),
});
export type TGrantForm = z.input<typeof ZGrantForm>;

/** The most credits one grant gives and the longest reason, as the call allows them. */
export const GRANT_MAX_CREDITS = ZAdminGrantCredits.shape.amount.maxValue ?? 0;
export const GRANT_REASON_MAX_LENGTH = ZAdminGrantCredits.shape.reason.maxLength ?? undefined;
