import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isLanguage } from '@app/shared';
import { currentLanguage, switchLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { FormAlert } from '../../lib/forms/form-alert';
import { PasswordField, TextField } from '../../lib/forms/text-field';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { usePageTitle } from '../../lib/page-title';
import { useLogin } from './auth.queries';
import { pathTo } from '../../routes';

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

// Loaded when the visitor first sends the form: a first visit of /login does not download zod.
const loginSchema = () => import('@app/shared/schemas/user').then((module) => module.ZLoginBody);

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const form = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });
  usePageTitle(t('login.title'));
  // A mail's login link that could not be used (`/{token}`) sends the member here to log in instead.
  const link = searchParams.get('link');

  const onSubmit = form.handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: async (user) => {
        // The server kept this device's chosen language; without a choice here, the account's language shows.
        if (isLanguage(user.language) && user.language !== currentLanguage()) await switchLanguage(user.language);
        await navigate(afterLoginPath(searchParams.get('next')));
      },
    }),
  );

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
      <FormAlert form={form} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          form={form}
          name="email"
          id="login-email"
          label={t('login.email')}
          inputClassName="form-control form-control-lg"
          type="email"
          autoComplete="username"
          inputMode="email"
        />
        <PasswordField
          form={form}
          name="password"
          id="login-password"
          label={t('login.password')}
          inputClassName="form-control form-control-lg"
          autoComplete="current-password"
        />
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
