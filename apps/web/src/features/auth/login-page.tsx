import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isLanguage } from '@app/shared';
import { currentLanguage, switchLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useLogin } from './auth.queries';
import { pathTo } from '../../routes';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a failed login (spec point 8): failed, or blocked for N minutes. */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'too_many_attempts') {
    return t('login.tooMany', { count: Number(error.body.minutes ?? 15) });
  }
  if (error instanceof ApiError && error.status < 500 && error.code !== 'invalid_credentials') return error.message;
  return error instanceof ApiError && error.status >= 500 ? t('toasts.genericError') : t('login.failed');
}

/** Where to go after login: the `next` screen when it is one of ours, else the search. */
export function afterLoginPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : pathTo('members');
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  usePageTitle(t('login.title'));
  // A mail's login link that could not be used (`/{token}`) sends the member here to log in instead.
  const link = searchParams.get('link');

  const emailError = !email.trim()
    ? t('login.required')
    : !EMAIL_PATTERN.test(email.trim())
      ? t('login.invalidEmail')
      : null;
  const passwordError = password ? null : t('login.required');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError || passwordError) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: async (user) => {
          if (isLanguage(user.language) && user.language !== currentLanguage()) await switchLanguage(user.language);
          await navigate(afterLoginPath(searchParams.get('next')));
        },
      },
    );
  }

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '28rem' }}>
      <h1 className="h2 mb-2">{t('login.title')}</h1>
      <p className="text-body-secondary">{t('login.intro')}</p>
      {(link === 'invalid' || link === 'failed') && (
        <div className="alert alert-warning" role="status">
          {link === 'invalid' ? t('landers.loginLink.invalid') : t('landers.loginLink.failed')}
        </div>
      )}
      {login.isError && (
        <div className="alert alert-danger" role="alert">
          {loginErrorMessage(login.error, t)}
        </div>
      )}
      <form noValidate onSubmit={onSubmit}>
        <div className="mb-3">
          <label className="form-label" htmlFor="login-email">
            {t('login.email')}
          </label>
          <input
            id="login-email"
            className={`form-control form-control-lg ${touched && emailError ? 'is-invalid' : ''}`}
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={touched && Boolean(emailError)}
            aria-describedby="login-email-error"
          />
          <div id="login-email-error" className="invalid-feedback">
            {touched && emailError}
          </div>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="login-password">
            {t('login.password')}
          </label>
          <div className="input-group has-validation">
            <input
              id="login-password"
              className={`form-control form-control-lg ${touched && passwordError ? 'is-invalid' : ''}`}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={touched && Boolean(passwordError)}
              aria-describedby="login-password-error"
            />
            <button type="button" className="btn btn-outline-dark" onClick={() => setShowPassword((value) => !value)}>
              {showPassword ? t('login.hidePassword') : t('login.showPassword')}
            </button>
            <div id="login-password-error" className="invalid-feedback">
              {touched && passwordError}
            </div>
          </div>
        </div>
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="mt-3">
        <Link to={pathTo('reset-password')}>{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to={pathTo('signup')}>{t('login.signup')}</Link>
      </p>
    </div>
  );
}
