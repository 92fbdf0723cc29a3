import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldValues, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { schemaResolver, type TFormSchema } from './schema-resolver';

/**
 * A form checked by a shared zod schema, the one the server parses the call with. It checks when the
 * member sends it, and then again on every change. Not on leaving a field: that check re-rendered the
 * form between the press and the release of a click on its button, and the click was lost (a member's
 * first press of "Save" did nothing; see the reset journey).
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: TFormSchema<TInput, TOutput>,
  props: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  const { t, i18n } = useTranslation();
  // A new language words the next check in it.
  const resolver = useMemo(
    () => schemaResolver(schema, t),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, t, i18n.language],
  );
  return useForm<TInput, unknown, TOutput>({ mode: 'onSubmit', reValidateMode: 'onChange', ...props, resolver });
}
