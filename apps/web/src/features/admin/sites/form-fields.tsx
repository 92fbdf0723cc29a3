import type { ComponentProps } from 'react';
import {
  useController,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { ChecklistField, ListField, NumberField, SelectField, SwitchField, TextAreaField, TextField } from './fields';

/**
 * The console's field controls bound to a schema form (`useSchemaForm`): the form holds the value, the
 * shared schema's check or the server (`showServerErrors`) gives the message. The controls themselves
 * (fields.tsx) stay plain, for filters outside forms.
 */

type TFormOf<T extends FieldValues, TOut> = Pick<UseFormReturn<T, unknown, TOut>, 'control'>;
type TBound<T extends FieldValues, TOut, V> = { form: TFormOf<T, TOut>; name: FieldPathByValue<T, V> };
type TWithout<P> = Omit<P, 'form' | 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'inputRef' | 'errors'>;

/** What a plain control needs from the form for the field `name`, whose value is a `V`. */
function useBound<T extends FieldValues, TOut, V>(form: TFormOf<T, TOut>, name: FieldPathByValue<T, V>, blank?: V) {
  const { field, fieldState } = useController({
    control: form.control,
    name,
    // A text the form does not hold yet (a language's warning nobody wrote) starts blank, not undefined.
    defaultValue: blank as PathValue<T, FieldPathByValue<T, V>> | undefined,
  });
  const message = fieldState.error?.message;
  return {
    // `FieldPathByValue` holds the field to a `V`; TypeScript cannot follow the path to see it.
    value: field.value as V,
    onChange: (value: V) => field.onChange(value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    errors: message ? [message] : undefined,
  };
}

export function FormTextField<T extends FieldValues, TOut>({
  form,
  name,
  normalize = (value) => value,
  ...props
}: TBound<T, TOut, string> &
  TWithout<ComponentProps<typeof TextField>> & {
    /** How typing is kept (a currency in capitals). */
    normalize?(value: string): string;
  }) {
  const bound = useBound<T, TOut, string>(form, name, '');
  return <TextField {...props} {...bound} onChange={(value) => bound.onChange(normalize(value))} />;
}

export function FormTextAreaField<T extends FieldValues, TOut>({
  form,
  name,
  ...props
}: TBound<T, TOut, string> & TWithout<ComponentProps<typeof TextAreaField>>) {
  return <TextAreaField {...props} {...useBound<T, TOut, string>(form, name)} />;
}

/** A whole number; empty is null, which the form's schema names as missing. */
export function FormNumberField<T extends FieldValues, TOut>({
  form,
  name,
  ...props
}: TBound<T, TOut, number | null> & TWithout<ComponentProps<typeof NumberField>>) {
  return <NumberField {...props} {...useBound<T, TOut, number | null>(form, name)} />;
}

export function FormSelectField<T extends FieldValues, TOut>({
  form,
  name,
  onChoose,
  ...props
}: TBound<T, TOut, string> &
  TWithout<ComponentProps<typeof SelectField>> & {
    /** Called with the choice after it is kept: a form whose other fields follow it (a country's region). */
    onChoose?(value: string): void;
  }) {
  const bound = useBound<T, TOut, string>(form, name);
  return (
    <SelectField
      {...props}
      {...bound}
      onChange={(value) => {
        bound.onChange(value);
        onChoose?.(value);
      }}
    />
  );
}

/** A choice of numbers (a company, a niche): the options' values are the numbers as text. */
export function FormNumberSelectField<T extends FieldValues, TOut>({
  form,
  name,
  ...props
}: TBound<T, TOut, number | null> & TWithout<ComponentProps<typeof SelectField>>) {
  const bound = useBound<T, TOut, number | null>(form, name);
  return (
    <SelectField
      {...props}
      {...bound}
      value={bound.value === null ? '' : String(bound.value)}
      onChange={(value) => bound.onChange(value === '' ? null : Number(value))}
    />
  );
}

export function FormSwitchField<T extends FieldValues, TOut>({
  form,
  name,
  ...props
}: TBound<T, TOut, boolean> & TWithout<ComponentProps<typeof SwitchField>>) {
  const { value, ...bound } = useBound<T, TOut, boolean>(form, name);
  return <SwitchField {...props} {...bound} checked={value} />;
}

export function FormChecklistField<T extends FieldValues, TOut>({
  form,
  name,
  onChoose,
  ...props
}: TBound<T, TOut, string[]> &
  TWithout<ComponentProps<typeof ChecklistField>> & {
    /** Instead of keeping the choice: a form whose other fields follow it (a default country). */
    onChoose?(value: string[]): void;
  }) {
  const bound = useBound<T, TOut, string[]>(form, name);
  return <ChecklistField {...props} {...bound} onChange={onChoose ?? bound.onChange} />;
}

export function FormListField<T extends FieldValues, TOut>({
  form,
  name,
  ...props
}: TBound<T, TOut, string[]> & TWithout<ComponentProps<typeof ListField>>) {
  return <ListField {...props} {...useBound<T, TOut, string[]>(form, name)} />;
}
