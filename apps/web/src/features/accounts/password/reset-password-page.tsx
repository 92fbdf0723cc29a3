import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_RESET_TOKEN_MINUTES, ZPasswordResetRequestBody } from '@app/shared';
import { FieldMessage } from '../../../lib/forms/field-message';
import { fieldProps } from '../../../lib/forms/field-props';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { usePageTitle } from '../../../lib/page-title';
import { SignupFrame } from '../signup/signup-page';
import { useRequestReset } from './password.queries';
import { pathTo } from '../../../routes';

/** `/reset-password`: asks for the e-mail address and mails a link valid for an hour. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestReset();
  const form = useSchemaForm(ZPasswordResetRequestBody, { defaultValues: { email: '' } });
  usePageTitle(t('screens.resetPassword'));

  const submit = form.handleSubmit((body) => request.mutate(body, { onError: (error) => showRefusal(error, form, t) }));

  return (
    <SignupFrame>
      <h1 className="h3 mb-2">{t('screens.resetPassword')}</h1>
      {request.isSuccess ? (
        <div role="status">
          <p className="lead">{t('resetPassword.sent', { email: request.variables.email })}</p>
          <p className="text-body-secondary">
            {t('resetPassword.sentHelp', { minutes: PASSWORD_RESET_TOKEN_MINUTES })}
          </p>
          <Link className="btn btn-primary w-100" to={pathTo('login')}>
            {t('resetPassword.backToLogin')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p className="text-body-secondary">{t('resetPassword.intro')}</p>
          <FormAlert form={form} />
          <div className="mb-3">
            <label className="form-label" htmlFor="reset-email">
              {t('login.email')}
            </label>
            <input
              {...fieldProps(form, 'email', 'reset-email', 'form-control form-control-lg')}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <FieldMessage form={form} name="email" id="reset-email" />
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
