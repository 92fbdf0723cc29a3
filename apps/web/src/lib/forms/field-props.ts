import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

/** The message of a field, nested paths (`countries.2`) included. */
export function fieldErrorOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'formState'>,
  name: Path<T>,
): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * What an input of the form needs: its registration, its Bootstrap state and the link to its message
 * for screen readers. The message goes in `<FieldMessage>` with the same id.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'register' | 'formState'>,
  name: Path<T>,
  id: string,
  className = 'form-control',
  /** e.g. `deps`: fields checked again when this one changes (the name may not be the address). */
  options?: RegisterOptions<T, Path<T>>,
) {
  const message = fieldErrorOf(form, name);
  return {
    id,
    ...form.register(name, options),
    className: `${className}${message ? ' is-invalid' : ''}`,
    'aria-invalid': Boolean(message),
    'aria-describedby': `${id}-error`,
  };
}
