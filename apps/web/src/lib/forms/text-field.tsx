import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { FieldMessage } from './field-message';
import { fieldProps } from './field-props';

type TInputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'className'>;

interface TFieldProps<T extends FieldValues> extends TInputAttributes {
  form: Pick<UseFormReturn<T, unknown, unknown>, 'register' | 'formState'>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  /** A hint under the input (what a good value looks like). */
  help?: ReactNode;
  inputClassName?: string;
  /** e.g. `deps`: fields checked again when this one changes. */
  options?: RegisterOptions<T, Path<T>>;
}

/** A labelled input of a schema form with its hint and its message, the layout every member form uses. */
export function TextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  help,
  inputClassName = 'form-control',
  options,
  ...input
}: TFieldProps<T>) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input {...fieldProps(form, name, id, inputClassName, options)} {...input} />
      <FieldMessage form={form} name={name} id={id} />
      {help && <div className="form-text">{help}</div>}
    </div>
  );
}

/** A password input with the show/hide switch beside it, labelled, with its hint and its message. */
export function PasswordField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  help,
  inputClassName = 'form-control',
  options,
  ...input
}: TFieldProps<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group has-validation">
        <input {...fieldProps(form, name, id, inputClassName, options)} {...input} type={shown ? 'text' : 'password'} />
        <button type="button" className="btn btn-outline-dark" onClick={() => setShown((value) => !value)}>
          {shown ? t('login.hidePassword') : t('login.showPassword')}
        </button>
        <FieldMessage form={form} name={name} id={id} />
      </div>
      {help && <div className="form-text">{help}</div>}
    </div>
  );
}
