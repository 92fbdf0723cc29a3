import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { customIssue, PASSWORD_MAX_LENGTH, passwordsDiffer, ZPasswordResetBody } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { PasswordField, TextField } from '../../../lib/forms/text-field';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { usePageTitle } from '../../../lib/page-title';
import { showToast } from '../../../lib/toasts';
import { SignupFrame } from '../signup/signup-page';
import { useResetPassword } from './password.queries';
import { pathTo } from '../../../routes';

/** The call's password, typed twice: a repetition that differs is refused as a password change is. */
const newPasswordSchema = ZPasswordResetBody.pick({ password: true })
  .extend({ repeat: z.string() })
  .superRefine((values, ctx) => {
    if (passwordsDiffer(values.password, values.repeat)) {
      ctx.addIssue({ ...customIssue('passwords_differ'), path: ['repeat'] });
    }
  });

/** `/reset-password/do?token=`: the mailed link; choose a new password and be logged in. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const form = useSchemaForm(newPasswordSchema, { defaultValues: { password: '', repeat: '' } });
  usePageTitle(t('screens.resetPasswordDo'));
  const linkInvalid =
    !ZPasswordResetBody.shape.token.safeParse(token).success ||
    (reset.error instanceof ApiError && reset.error.code === 'reset_link_invalid');

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: async () => {
          showToast({ message: t('resetPassword.done'), variant: 'success' });
          await navigate(pathTo('members'));
        },
        onError: (error) => showRefusal(error, form, t),
      },
    ),
  );

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

  return (
    <SignupFrame>
      <h1 className="h3 mb-2">{t('screens.resetPasswordDo')}</h1>
      <p className="text-body-secondary">{t('resetPassword.choose')}</p>
      <FormAlert form={form} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          form={form}
          name="password"
          id="new-password"
          label={t('resetPassword.newPassword')}
          help={t('signup.personal.passwordHelp')}
          inputClassName="form-control form-control-lg"
          options={{ deps: ['repeat'] }}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <TextField
          form={form}
          name="repeat"
          id="repeat-password"
          label={t('resetPassword.repeatPassword')}
          inputClassName="form-control form-control-lg"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={reset.isPending}>
          {t('resetPassword.save')}
        </button>
      </form>
    </SignupFrame>
  );
}
