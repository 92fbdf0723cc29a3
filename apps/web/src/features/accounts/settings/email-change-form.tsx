import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customIssue, isCurrentAddress, ZEmailChangeBody } from '@app/shared';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { TextField } from '../../../lib/forms/text-field';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useChangeEmail } from './settings.queries';

/** The call's body, and not the address the account has: the server refuses that as `email_unchanged`. */
function emailChangeSchema(currentEmail: string) {
  return ZEmailChangeBody.superRefine(
    (body, ctx) => {
      if (isCurrentAddress(body.email, currentEmail))
        ctx.addIssue({ ...customIssue('email_unchanged'), path: ['email'] });
    },
    // Also while the password is still missing, so both problems show at once.
    { when: ({ value }) => typeof (value as { email?: unknown } | null)?.email === 'string' },
  );
}

/** A new e-mail address, confirmed with the password; it only changes once the link mailed there is opened. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const schema = useMemo(() => emailChangeSchema(currentEmail), [currentEmail]);
  const form = useSchemaForm(schema, { defaultValues: { email: '', password: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        setSentTo(body.email);
        form.reset();
      },
      onError: (error) => showRefusal(error, form, t),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p className="text-body-secondary mb-3">
        {t('settings.email.current')} <strong className="text-body text-break">{currentEmail}</strong>
      </p>
      {sentTo && (
        <div className="alert alert-success" role="status">
          {t('settings.email.sent', { email: sentTo })}
        </div>
      )}
      <FormAlert form={form} />
      <TextField
        form={form}
        name="email"
        id="settings-email-email"
        label={t('settings.email.new')}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        form={form}
        name="password"
        id="settings-email-password"
        label={t('settings.email.password')}
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('settings.email.submit')}
      </button>
    </form>
  );
}
