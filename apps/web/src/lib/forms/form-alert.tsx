import type { TErrorCode } from '@app/shared';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api-client';
import { showServerErrors } from './server-errors';

type TFormOf<T extends FieldValues> = Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>;

/** What a refusal says as a whole: the server's words (already in the member's language), or "try again". */
export function refusalMessage(error: unknown, t: TFunction): string {
  return error instanceof ApiError && error.status < 500 ? error.message : t('toasts.genericError');
}

/**
 * A refused call on a form: its problems at their inputs (`showServerErrors`), and what found no input
 * above the form, as the form's own error (`root.server`, which the next submit clears).
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  form: TFormOf<T>,
  t: TFunction,
  renamed: Partial<Record<TErrorCode, Path<T>>> = {},
): void {
  placeRefusal(error, form, refusalMessage(error, t), renamed);
}

/** `showRefusal` with the whole-form message given (the console words failures its own way). */
export function placeRefusal<T extends FieldValues>(
  error: unknown,
  form: TFormOf<T>,
  wholeMessage: string,
  renamed: Partial<Record<TErrorCode, Path<T>>> = {},
): void {
  if (showServerErrors(error, form, renamed)) return;
  form.setError('root.server', { type: 'server', message: wholeMessage });
}

/** The form's alert for a refusal that belongs to none of its inputs. */
export function FormAlert<T extends FieldValues>({
  form,
}: {
  form: Pick<UseFormReturn<T, unknown, unknown>, 'formState'>;
}) {
  const message = form.formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}
