import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_RESET_TOKEN_MINUTES } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { EMAIL_PATTERN } from '../signup/signup-rules';
import { SignupFrame } from '../signup/signup-page';
import { useRequestReset } from './password.queries';
import { pathTo } from '../../../routes';

/** `/reset-password`: asks for the e-mail address and mails a link valid for an hour. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestReset();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  usePageTitle(t('screens.resetPassword'));
  const invalid = !EMAIL_PATTERN.test(email.trim());

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!invalid) request.mutate(email.trim());
  }

  const failure = request.error;
  const failureMessage =
    failure instanceof ApiError && failure.status < 500 ? failure.message : failure ? t('toasts.genericError') : null;

  return (
    <SignupFrame>
      <h1 className="h3 mb-2">{t('screens.resetPassword')}</h1>
      {request.isSuccess ? (
        <div role="status">
          <p className="lead">{t('resetPassword.sent', { email: email.trim() })}</p>
          <p className="text-body-secondary">
            {t('resetPassword.sentHelp', { minutes: PASSWORD_RESET_TOKEN_MINUTES })}
          </p>
          <Link className="btn btn-primary w-100" to={pathTo('login')}>
            {t('resetPassword.backToLogin')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit}>
          <p className="text-body-secondary">{t('resetPassword.intro')}</p>
          {failureMessage && (
            <div className="alert alert-danger" role="alert">
              {failureMessage}
            </div>
          )}
          <div className="mb-3">
            <label className="form-label" htmlFor="reset-email">
              {t('login.email')}
            </label>
            <input
              id="reset-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              className={`form-control form-control-lg ${touched && invalid ? 'is-invalid' : ''}`}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={touched && invalid}
              aria-describedby="reset-email-error"
            />
            <div id="reset-email-error" className="invalid-feedback">
              {touched && invalid && t('login.invalidEmail')}
            </div>
          </div>
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={request.isPending}>
            {t('resetPassword.submit')}
          </button>
          <p className="mt-3 mb-0 text-center">
            <Link to={pathTo('login')}>{t('resetPassword.backToLogin')}</Link>
          </p>
        </form>
      )}
    </SignupFrame>
  );
}
