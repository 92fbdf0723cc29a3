import { useTranslation } from 'react-i18next';
import { customIssue, passwordsDiffer, ZPasswordChangeBody } from '@app/shared';
import { FieldMessage } from '../../../lib/forms/field-message';
import { fieldProps } from '../../../lib/forms/field-props';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { showToast } from '../../../lib/toasts';
import { useChangePassword } from './settings.queries';

/** The call's body; a repetition that differs is refused as the server does (`passwords_differ`). */
const passwordChangeSchema = ZPasswordChangeBody.superRefine((body, ctx) => {
  if (passwordsDiffer(body.new_password, body.new_password_repeat)) {
    ctx.addIssue({ ...customIssue('passwords_differ'), path: ['new_password_repeat'] });
  }
});

const FIELDS = [
  { name: 'current_password', id: 'settings-password-current', label: 'current', autoComplete: 'current-password' },
  { name: 'new_password', id: 'settings-password-next', label: 'next', autoComplete: 'new-password' },
  { name: 'new_password_repeat', id: 'settings-password-repeat', label: 'repeat', autoComplete: 'new-password' },
] as const;

/** Current password, the new one and its repetition (spec point 5: they must match). */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm(passwordChangeSchema, {
    defaultValues: { current_password: '', new_password: '', new_password_repeat: '' },
  });
  const renamed = { wrong_password: 'current_password', weak_password: 'new_password' } as const;

  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        showToast({ message: t('settings.password.saved'), variant: 'success' });
        form.reset();
      },
      onError: (error) => showRefusal(error, form, t, renamed),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert form={form} />
      {FIELDS.map(({ name, id, label, autoComplete }) => (
        <div className="mb-3" key={name}>
          <label className="form-label" htmlFor={id}>
            {t(`settings.password.${label}`)}
          </label>
          <input
            {...fieldProps(form, name, id, 'form-control', {
              // The repetition is checked again when the password it repeats changes.
              ...(name === 'new_password' && { deps: ['new_password_repeat'] }),
            })}
            type="password"
            autoComplete={autoComplete}
          />
          <FieldMessage form={form} name={name} id={id} />
          {name === 'new_password' && <div className="form-text">{t('signup.personal.passwordHelp')}</div>}
        </div>
      ))}
      <p className="form-text">{t('settings.password.othersLoggedOut')}</p>
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('settings.password.submit')}
      </button>
    </form>
  );
}
