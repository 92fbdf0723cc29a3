import { COMPLAINT_REASONS } from '@app/shared';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldMessage } from '../../../../lib/forms/field-message';
import { fieldProps } from '../../../../lib/forms/field-props';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { ConfirmDialog } from '../../moderation/components/confirm-dialog';
import { FormOutcome, showRefusal } from '../../sites/form-refusal';
import { ZBanForm, ZWarnForm } from '../support-forms';
import { useSupportAction, useUnban } from '../support.queries';
import { FormDialog } from './form-dialog';
import type { DialogProps } from './member-dialogs';

/** The reason of a warning or ban: a complaint reason, which the member reads in their own language. */
function ReasonSelect<T extends FieldValues & { reason: string }, TOut>({
  form,
  id,
  label,
  placeholder,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  id: string;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation('console-support');
  // `reason` is a field of every form this select serves; TypeScript cannot see it through `T`.
  const name = 'reason' as Path<T>;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select {...fieldProps(form, name, id, 'form-select')}>
        <option value="">{placeholder}</option>
        {COMPLAINT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </select>
      <FieldMessage form={form} name={name} id={id} />
    </div>
  );
}

/** A warning the member sees on their next visit: a reason they read in their language, and optional words. */
export function WarnDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('console-support');
  const warn = useSupportAction();
  const form = useSchemaForm(ZWarnForm, { defaultValues: { reason: '', text: '' } });

  const send = form.handleSubmit((body) =>
    warn.mutate(
      { path: '/api/admin/warn.php', body: { user: member.id, ...body } },
      {
        onSuccess: () => onDone(t('warn.done', { name: member.name })),
        onError: (error) => showRefusal(error, form),
      },
    ),
  );

  return (
    <FormDialog
      title={t('warn.title', { name: member.name })}
      submitLabel={t('warn.submit')}
      pending={warn.isPending}
      onSubmit={() => void send()}
      onCancel={onClose}
    >
      <FormOutcome form={form} />
      <p className="small text-body-secondary">{t('warn.lead')}</p>
      <ReasonSelect form={form} id="warn-reason" label={t('warn.reason')} placeholder={t('warn.chooseReason')} />
      <label htmlFor="warn-text" className="form-label">
        {t('warn.text')}
      </label>
      <textarea rows={3} {...fieldProps(form, 'text', 'warn-text')} />
      <FieldMessage form={form} name="text" id="warn-text" />
    </FormDialog>
  );
}

/** A ban: every session ends at once, the e-mail (and optionally the signup /24) cannot come back. */
export function BanDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('console-support');
  const ban = useSupportAction();
  const form = useSchemaForm(ZBanForm, { defaultValues: { reason: '', ban_ip_range: false } });

  const send = form.handleSubmit((body) =>
    ban.mutate(
      { path: '/api/admin/ban.php', body: { user: member.id, ...body } },
      {
        onSuccess: () => onDone(t('ban.done', { name: member.name })),
        onError: (error) => showRefusal(error, form),
      },
    ),
  );

  return (
    <FormDialog
      title={t('ban.title', { name: member.name })}
      submitLabel={t('ban.submit')}
      tone="danger"
      pending={ban.isPending}
      onSubmit={() => void send()}
      onCancel={onClose}
    >
      <FormOutcome form={form} />
      <p className="small">{t('ban.lead')}</p>
      <ReasonSelect form={form} id="ban-reason" label={t('ban.reason')} placeholder={t('ban.chooseReason')} />
      <div className="form-check">
        <input type="checkbox" {...fieldProps(form, 'ban_ip_range', 'ban-ip-range', 'form-check-input')} />
        <label htmlFor="ban-ip-range" className="form-check-label">
          {t('ban.ipRange')}
        </label>
      </div>
    </FormDialog>
  );
}

export function UnbanDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('console-support');
  const unban = useUnban();
  return (
    <ConfirmDialog
      title={t('ban.unbanTitle', { name: member.name })}
      confirmLabel={t('actions.unban')}
      tone="primary"
      pending={unban.isPending}
      error={unban.error}
      onCancel={onClose}
      onConfirm={() => unban.mutate(member.id, { onSuccess: () => onDone(t('ban.unbanDone', { name: member.name })) })}
    >
      <p className="mb-0">{t('ban.unbanText')}</p>
    </ConfirmDialog>
  );
}
