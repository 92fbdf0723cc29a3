import type { ReactNode } from 'react';
import type { TErrorCode } from '@app/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormAlert, placeRefusal } from '../../../lib/forms/form-alert';
import { errorMessage } from '../console-api';

type TRefusalForm<T extends FieldValues> = Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>;

/**
 * A refused change at the inputs it is about (`showServerErrors`); when some problem has no input, the
 * server's message (already in the staff member's language) becomes the form's alert. It is a root
 * error, so the next submit clears it.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  form: TRefusalForm<T>,
  /** A code's field under another name in this form (`message_too_long` at a reply's `body`). */
  renamed: Partial<Record<TErrorCode, Path<T>>> = {},
): void {
  placeRefusal(error, form, errorMessage(error) ?? '', renamed);
}

/** The form's alert for what no input shows, or a short confirmation; announced to screen readers. */
export function FormOutcome<T extends FieldValues, TOut>({
  form,
  done,
}: {
  form: Pick<UseFormReturn<T, unknown, TOut>, 'formState'>;
  done?: ReactNode;
}) {
  if (form.formState.errors.root?.server?.message) return <FormAlert form={form} />;
  if (!done) return null;
  return (
    <div className="alert alert-success py-2" role="status">
      {done}
    </div>
  );
}
