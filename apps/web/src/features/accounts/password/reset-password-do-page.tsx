import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { showToast } from '../../../lib/toasts';
import { SignupFrame } from '../signup/signup-page';
import { useResetPassword } from './password.queries';
import { pathTo } from '../../../routes';

/** New password and its repetition: the keys under `resetPassword.errors`, or null when fine. */
export function newPasswordError(password: string, repeat: string): 'length' | 'differ' | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'length';
  return password === repeat ? null : 'differ';
}

/** `/reset-password/do?token=`: the mailed link; choose a new password and be logged in. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [show, setShow] = useState(false);
  const [touched, setTouched] = useState(false);
  usePageTitle(t('screens.resetPasswordDo'));
  const problem = newPasswordError(password, repeat);
  const linkInvalid =
    token.length < 10 || (reset.error instanceof ApiError && reset.error.code === 'reset_link_invalid');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: async () => {
          showToast({ message: t('resetPassword.done'), variant: 'success' });
          await navigate(pathTo('members'));
        },
      },
    );
  }

  if (linkInvalid) {
    return (
      <SignupFrame>
        <h1 className="h3 mb-2">{t('screens.resetPasswordDo')}</h1>
        <div className="alert alert-danger" role="alert">
          {t('errors.reset_link_invalid')}
        </div>
        <Link className="btn btn-primary w-100" to={pathTo('reset-password')}>
          {t('resetPassword.requestNew')}
        </Link>
      </SignupFrame>
    );
  }

  const otherFailure = reset.error
    ? reset.error instanceof ApiError && reset.error.status < 500
      ? reset.error.message
      : t('toasts.genericError')
    : null;
  return (
    <SignupFrame>
      <h1 className="h3 mb-2">{t('screens.resetPasswordDo')}</h1>
      <p className="text-body-secondary">{t('resetPassword.choose')}</p>
      {otherFailure && (
        <div className="alert alert-danger" role="alert">
          {otherFailure}
        </div>
      )}
      <form noValidate onSubmit={submit}>
        <div className="mb-3">
          <label className="form-label" htmlFor="new-password">
            {t('resetPassword.newPassword')}
          </label>
          <div className="input-group">
            <input
              id="new-password"
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              className={`form-control form-control-lg ${touched && problem === 'length' ? 'is-invalid' : ''}`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button type="button" className="btn btn-outline-dark" onClick={() => setShow((value) => !value)}>
              {show ? t('login.hidePassword') : t('login.showPassword')}
            </button>
          </div>
          <div className="form-text">{t('signup.personal.passwordHelp')}</div>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="repeat-password">
            {t('resetPassword.repeatPassword')}
          </label>
          <input
            id="repeat-password"
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            className={`form-control form-control-lg ${touched && problem ? 'is-invalid' : ''}`}
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            aria-describedby="repeat-password-error"
          />
          <div id="repeat-password-error" className="invalid-feedback" role="alert">
            {touched && problem && t(`resetPassword.errors.${problem}`)}
          </div>
        </div>
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={reset.isPending}>
          {t('resetPassword.save')}
        </button>
      </form>
    </SignupFrame>
  );
}
