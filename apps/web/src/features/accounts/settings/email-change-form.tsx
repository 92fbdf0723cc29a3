import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useChangeEmail } from './settings.queries';
import { emailChangeProblems, emailErrorField, type TEmailField, PROBLEM_KEYS } from './settings-rules';

/** A new e-mail address, confirmed with the password; it only changes once the link mailed there is opened. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const problems = emailChangeProblems(email, password, currentEmail);
  const serverField = change.error instanceof ApiError ? emailErrorField(change.error.code) : null;
  const errorOf = (field: TEmailField): string | null => {
    if (serverField === field) {
      return change.error instanceof ApiError && change.error.code === 'invalid_input'
        ? t(PROBLEM_KEYS.invalidEmail)
        : change.error!.message;
    }
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
    const first = (['email', 'password'] as const).find((name) => problems[name]);
    if (first) {
      document.getElementById(`settings-email-${first}`)?.focus();
      return;
    }
    const address = email.trim();
    change.mutate(
      { email: address, password },
      {
        onSuccess: () => {
          setSentTo(address);
          setEmail('');
          setPassword('');
          setTouched(false);
        },
      },
    );
  }

  const field = (name: TEmailField, props: React.InputHTMLAttributes<HTMLInputElement>) => {
    const error = errorOf(name);
    const id = `settings-email-${name}`;
    return (
      <div className="mb-3">
        <label className="form-label" htmlFor={id}>
          {t(`settings.email.${name === 'email' ? 'new' : 'password'}`)}
        </label>
        <input
          id={id}
          className={`form-control ${error ? 'is-invalid' : ''}`}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error`}
          {...props}
        />
        <div id={`${id}-error`} className="invalid-feedback" aria-live="polite">
          {error}
        </div>
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <p className="text-body-secondary mb-3">
        {t('settings.email.current')} <strong className="text-body text-break">{currentEmail}</strong>
      </p>
      {sentTo && (
        <div className="alert alert-success" role="status">
          {t('settings.email.sent', { email: sentTo })}
        </div>
      )}
      {otherError && (
        <div className="alert alert-danger" role="alert">
          {otherError}
        </div>
      )}
      {field('email', {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        value: email,
        onChange: (event) => {
          setEmail(event.target.value);
          if (serverField === 'email') change.reset();
        },
      })}
      {field('password', {
        type: 'password',
        autoComplete: 'current-password',
        value: password,
        onChange: (event) => {
          setPassword(event.target.value);
          if (serverField === 'password') change.reset();
        },
      })}
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('settings.email.submit')}
      </button>
    </form>
  );
}
