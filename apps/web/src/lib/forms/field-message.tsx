import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorOf } from './field-props';

/** The message of a field below its input (Bootstrap's `invalid-feedback`), read out with the input. */
export function FieldMessage<T extends FieldValues>({
  form,
  name,
  id,
}: {
  form: Pick<UseFormReturn<T, unknown, unknown>, 'formState'>;
  name: Path<T>;
  id: string;
}) {
  return (
    <div id={`${id}-error`} className="invalid-feedback">
      {fieldErrorOf(form, name)}
    </div>
  );
}
