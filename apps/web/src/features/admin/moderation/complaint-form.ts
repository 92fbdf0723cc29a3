import { checkComplaintAction, fieldIssue, ZAdminComplaintResolveFields } from '@app/shared';
import { z } from 'zod';

const fields = ZAdminComplaintResolveFields.shape;

/**
 * The complaint's action form: the call's fields (the complaint is the page's), the call's own check
 * (`checkComplaintAction`), and one rule of the console: a warning carries words for the member.
 */
export const ZComplaintActionForm = z
  .object({
    // No action is chosen at first; the submit button waits for one.
    action: z.string().pipe(fields.action),
    note: fields.note,
    // A photo not chosen yet is null in the form and absent in the call.
    photo: z
      .number()
      .nullable()
      .transform((id): unknown => id ?? undefined)
      .pipe(fields.photo),
    ban_ip_range: fields.ban_ip_range,
  })
  .superRefine(checkComplaintAction)
  .superRefine((values, ctx) => {
    if (values.action === 'warn' && values.note === '') ctx.addIssue({ ...fieldIssue('required'), path: ['note'] });
  });
export type TComplaintActionForm = z.input<typeof ZComplaintActionForm>;
export type TComplaintActionValues = z.output<typeof ZComplaintActionForm>;
