import type { TAdminDossierMember } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { FieldMessage } from '../../../../lib/forms/field-message';
import { fieldProps } from '../../../../lib/forms/field-props';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { FormOutcome, showRefusal } from '../../sites/form-refusal';
import { GRANT_MAX_CREDITS, GRANT_REASON_MAX_LENGTH, ZGrantForm } from '../support-forms';
import { eraseConfirmed } from '../support-rules';
import { useSupportAction } from '../support.queries';
import { FormDialog } from './form-dialog';

export interface DialogProps {
  /** Who the dialog acts on: a dialog needs no more of the dossier. */
  member: Pick<TAdminDossierMember, 'id' | 'name' | 'email'>;
  onClose(): void;
  onDone(message: string): void;
}

/** Goodwill credits through the ledger, with the reason kept next to the entry. */
export function GrantDialog({ member, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation('console-support');
  const max = formatNumber(GRANT_MAX_CREDITS, i18n.resolvedLanguage ?? 'en');
  const grant = useSupportAction();
  const form = useSchemaForm(ZGrantForm, { defaultValues: { amount: '', reason: '' } });

  const send = form.handleSubmit((body) =>
    grant.mutate(
      { path: '/api/admin/grant-credits.php', body: { user: member.id, ...body } },
      {
        onSuccess: () => onDone(t('grant.done', { count: body.amount, name: member.name })),
        onError: (error) => showRefusal(error, form),
      },
    ),
  );

  return (
    <FormDialog
      title={t('grant.title', { name: member.name })}
      submitLabel={t('grant.submit')}
      pending={grant.isPending}
      onSubmit={() => void send()}
      onCancel={onClose}
    >
      <FormOutcome form={form} />
      <div className="mb-3">
        <label htmlFor="grant-amount" className="form-label">
          {t('grant.amount')}
        </label>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={GRANT_MAX_CREDITS}
          step={1}
          {...fieldProps(form, 'amount', 'grant-amount')}
          aria-describedby="grant-amount-help grant-amount-error"
        />
        <div id="grant-amount-help" className="form-text">
          {t('grant.amountHelp', { max })}
        </div>
        <FieldMessage form={form} name="amount" id="grant-amount" />
      </div>
      <div>
        <label htmlFor="grant-reason" className="form-label">
          {t('grant.reason')}
        </label>
        <textarea
          rows={2}
          maxLength={GRANT_REASON_MAX_LENGTH}
          {...fieldProps(form, 'reason', 'grant-reason')}
          aria-describedby="grant-reason-help grant-reason-error"
        />
        <div id="grant-reason-help" className="form-text">
          {t('grant.reasonHelp')}
        </div>
        <FieldMessage form={form} name="reason" id="grant-reason" />
      </div>
    </FormDialog>
  );
}

/** Erasure on the member's request, confirmed by typing their e-mail address. */
export function EraseDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('console-support');
  const erase = useSupportAction();
  const [typed, setTyped] = useState('');
  const ready = eraseConfirmed(typed, member.email);
  return (
    <FormDialog
      title={t('erase.title', { name: member.name })}
      submitLabel={t('erase.submit')}
      tone="danger"
      pending={erase.isPending}
      error={erase.error}
      ready={ready}
      onSubmit={() => {
        if (!ready) return;
        erase.mutate(
          { path: '/api/admin/erase.php', body: { user: member.id } },
          { onSuccess: () => onDone(t('erase.done')) },
        );
      }}
      onCancel={onClose}
    >
      <p>{t('erase.lead')}</p>
      <label htmlFor="erase-confirm" className="form-label">
        {t('erase.confirmLabel')}
      </label>
      <input
        id="erase-confirm"
        type="email"
        className="form-control"
        autoComplete="off"
        placeholder={member.email}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </FormDialog>
  );
}
