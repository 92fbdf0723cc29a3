import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { useChangePassword } from './settings.queries';
import { passwordChangeProblems, passwordErrorField, type TPasswordField, PROBLEM_KEYS } from './settings-rules';

const FIELDS: { name: TPasswordField; autoComplete: string }[] = [
  { name: 'current', autoComplete: 'current-password' },
  { name: 'next', autoComplete: 'new-password' },
  { name: 'repeat', autoComplete: 'new-password' },
];

/** Current password, the new one and its repetition (spec point 5: they must match). */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<TPasswordField, string>>({ current: '', next: '', repeat: '' });
  const [touched, setTouched] = useState(false);

  const problems = passwordChangeProblems(values.current, values.next, values.repeat);
  const serverField = change.error instanceof ApiError ? passwordErrorField(change.error.code) : null;
  const errorOf = (field: TPasswordField): string | null => {
    if (serverField === field) return change.error!.message;
    const problem = touched ? problems[field] : undefined;
    return problem ? t(PROBLEM_KEYS[problem]) : null;
  };
  const otherError =
    change.error && !serverField
      ? change.error instanceof ApiError && change.error.status < 500
        ? change.error.message
        : t('toasts.genericError')
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    change.reset();
    const first = FIELDS.find(({ name }) => problems[name]);
    if (first) {
      document.getElementById(`settings-password-${first.name}`)?.focus();
      return;
    }
    change.mutate(
      { current_password: values.current, new_password: values.next, new_password_repeat: values.repeat },
      {
        onSuccess: () => {
          showToast({ message: t('settings.password.saved'), variant: 'success' });
          setValues({ current: '', next: '', repeat: '' });
          setTouched(false);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      {otherError && (
        <div className="alert alert-danger" role="alert">
          {otherError}
        </div>
      )}
      {FIELDS.map(({ name, autoComplete }) => {
        const error = errorOf(name);
        const id = `settings-password-${name}`;
        return (
          <div className="mb-3" key={name}>
            <label className="form-label" htmlFor={id}>
              {t(`settings.password.${name}`)}
            </label>
            <input
              id={id}
              type="password"
              autoComplete={autoComplete}
              className={`form-control ${error ? 'is-invalid' : ''}`}
              value={values[name]}
              onChange={(event) => {
                setValues((old) => ({ ...old, [name]: event.target.value }));
                if (serverField === name) change.reset();
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={`${id}-error${name === 'next' && !error ? ` ${id}-help` : ''}`}
            />
            <div id={`${id}-error`} className="invalid-feedback" aria-live="polite">
              {error}
            </div>
            {name === 'next' && !error && (
              <div id={`${id}-help`} className="form-text">
                {t(PROBLEM_KEYS.length)}
              </div>
            )}
          </div>
        );
      })}
      <p className="form-text">{t('settings.password.othersLoggedOut')}</p>
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('settings.password.submit')}
      </button>
    </form>
  );
}
