import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { linesToList } from './form-values';

/** Form controls of the admin screens: a label, the control, a hint, and the server's messages for the field. */

interface TFieldFrame {
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  className?: string;
  /** A bound form field (form-fields.tsx) learns here that the member left the control... */
  onBlur?(): void;
  /** ...and where to focus when the server names the field. */
  inputRef?(element: HTMLElement | null): void;
}

function Messages({ id, errors, hint }: { id: string; errors?: string[]; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {errors && errors.length > 0 && (
        <div id={`${id}-errors`} className="invalid-feedback d-block">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
    </>
  );
}

/** The attributes that tie a control to its hint and messages. */
function describedBy(id: string, errors?: string[], hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', errors?.length ? `${id}-errors` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': errors?.length ? true : undefined };
}

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'className'>;

export function TextField({
  label,
  errors,
  hint,
  className = 'col-12',
  value,
  onChange,
  onBlur,
  inputRef,
  ...input
}: TFieldFrame & TInputProps & { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`form-control ${errors?.length ? 'is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={inputRef}
        {...describedBy(id, errors, hint)}
        {...input}
      />
      <Messages id={id} errors={errors} hint={hint} />
    </div>
  );
}

/** A whole number; empty gives null, which the server answers at the field. */
export function NumberField({
  label,
  errors,
  hint,
  className = 'col-6 col-md-4',
  value,
  onChange,
  onBlur,
  inputRef,
  ...input
}: TFieldFrame & TInputProps & { value: number | null; onChange(value: number | null): void }) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        className={`form-control ${errors?.length ? 'is-invalid' : ''}`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        onBlur={onBlur}
        ref={inputRef}
        {...describedBy(id, errors, hint)}
        {...input}
      />
      <Messages id={id} errors={errors} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  errors,
  hint,
  className = 'col-12',
  value,
  onChange,
  onBlur,
  inputRef,
  rows = 3,
}: TFieldFrame & { value: string; onChange(value: string): void; rows?: number }) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`form-control ${errors?.length ? 'is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={inputRef}
        {...describedBy(id, errors, hint)}
      />
      <Messages id={id} errors={errors} hint={hint} />
    </div>
  );
}

export interface TOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  errors,
  hint,
  className = 'col-12 col-md-6',
  value,
  onChange,
  onBlur,
  inputRef,
  options,
  disabled,
}: TFieldFrame & { value: string; onChange(value: string): void; options: TOption[]; disabled?: boolean }) {
  const id = useId();
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select ${errors?.length ? 'is-invalid' : ''}`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={inputRef}
        {...describedBy(id, errors, hint)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} errors={errors} hint={hint} />
    </div>
  );
}

/** A yes/no setting as a switch. */
export function SwitchField({
  label,
  errors,
  hint,
  className = 'col-12',
  checked,
  onChange,
  onBlur,
  inputRef,
}: TFieldFrame & { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className={className}>
      <div className="form-check form-switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={`form-check-input ${errors?.length ? 'is-invalid' : ''}`}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          ref={inputRef}
          {...describedBy(id, errors, hint)}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
        <Messages id={id} errors={errors} hint={hint} />
      </div>
    </div>
  );
}

/** A set of values to tick (languages, countries, fields), in the order of `options`. */
export function ChecklistField({
  label,
  errors,
  hint,
  className = 'col-12',
  value,
  onChange,
  onBlur,
  inputRef,
  options,
}: TFieldFrame & { value: readonly string[]; onChange(value: string[]): void; options: TOption[] }) {
  const id = useId();
  const toggle = (option: string, on: boolean) =>
    onChange(options.map((entry) => entry.value).filter((entry) => (entry === option ? on : value.includes(entry))));
  return (
    // Leaving the whole group, not one box, counts as leaving the field.
    <fieldset
      className={className}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
      {...describedBy(id, errors, hint)}
    >
      <legend className="form-label fs-6">{label}</legend>
      <div className="site-admin-checklist">
        {options.map((option, index) => (
          <div key={option.value} className="form-check">
            <input
              ref={index === 0 ? inputRef : undefined}
              id={`${id}-${option.value}`}
              type="checkbox"
              className={`form-check-input ${errors?.length ? 'is-invalid' : ''}`}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <Messages id={id} errors={errors} hint={hint} />
    </fieldset>
  );
}

/** A titled group of fields in a card. */
export function FormSection({ title, children, lead }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="console-card" aria-labelledby={id}>
      <h2 id={id} className="h5 mb-1">
        {title}
      </h2>
      {lead && <p className="text-body-secondary small mb-2">{lead}</p>}
      <div className="row g-3 mt-0">{children}</div>
    </section>
  );
}

/**
 * A list edited as one entry a line (domains, trade names, VAT numbers). The text is kept as typed,
 * blank lines and all, and read as a list; a change from outside (undo, saved) replaces it.
 */
export function ListField({
  value,
  onChange,
  onBlur,
  inputRef,
  ...frame
}: TFieldFrame & { value: readonly string[]; onChange(value: string[]): void; rows?: number }) {
  const [text, setText] = useState(value.join('\n'));
  const [known, setKnown] = useState(value);
  if (known !== value) {
    setKnown(value);
    if (JSON.stringify(linesToList(text)) !== JSON.stringify(value)) setText(value.join('\n'));
  }
  return (
    <TextAreaField
      {...frame}
      onBlur={onBlur}
      inputRef={inputRef}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(linesToList(next));
      }}
    />
  );
}
