import type { TAdminDossierMember } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import {
  eraseConfirmed,
  GRANT_MAX_CREDITS,
  GRANT_REASON_MAX_LENGTH,
  GRANT_REASON_MIN_LENGTH,
  grantProblems,
} from '../support-rules';
import { useSupportAction } from '../support.queries';
import { FormDialog } from './form-dialog';

export interface DialogProps {
  member: TAdminDossierMember;
  onClose(): void;
  onDone(message: string): void;
}

/** Goodwill credits through the ledger, with the reason kept next to the entry. */
export function GrantDialog({ member, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation('console-support');
  const max = formatNumber(GRANT_MAX_CREDITS, i18n.resolvedLanguage ?? 'en');
  const grant = useSupportAction();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const problems = checked ? grantProblems({ amount, reason }) : {};

  function submit() {
    setChecked(true);
    if (Object.keys(grantProblems({ amount, reason })).length > 0) return;
    const count = Number(amount);
    grant.mutate(
      { path: '/api/admin/grant-credits.php', body: { user: member.id, amount: count, reason: reason.trim() } },
      { onSuccess: () => onDone(t('grant.done', { count, name: member.name })) },
    );
  }

  return (
    <FormDialog
      title={t('grant.title', { name: member.name })}
      submitLabel={t('grant.submit')}
      pending={grant.isPending}
      error={grant.error}
      onSubmit={submit}
      onCancel={onClose}
    >
      <div className="mb-3">
        <label htmlFor="grant-amount" className="form-label">
          {t('grant.amount')}
        </label>
        <input
          id="grant-amount"
          type="number"
          inputMode="numeric"
          min={1}
          max={GRANT_MAX_CREDITS}
          step={1}
          className={`form-control ${problems.amount ? 'is-invalid' : ''}`}
          value={amount}
          aria-invalid={Boolean(problems.amount)}
          aria-describedby="grant-amount-help"
          onChange={(event) => setAmount(event.target.value)}
        />
        <div id="grant-amount-help" className={problems.amount ? 'invalid-feedback' : 'form-text'}>
          {problems.amount ? t('grant.problems.amount', { max }) : t('grant.amountHelp', { max })}
        </div>
      </div>
      <div>
        <label htmlFor="grant-reason" className="form-label">
          {t('grant.reason')}
        </label>
        <textarea
          id="grant-reason"
          className={`form-control ${problems.reason ? 'is-invalid' : ''}`}
          rows={2}
          maxLength={GRANT_REASON_MAX_LENGTH}
          value={reason}
          aria-invalid={Boolean(problems.reason)}
          aria-describedby="grant-reason-help"
          onChange={(event) => setReason(event.target.value)}
        />
        <div id="grant-reason-help" className={problems.reason ? 'invalid-feedback' : 'form-text'}>
          {problems.reason ? t('grant.problems.reason', { min: GRANT_REASON_MIN_LENGTH }) : t('grant.reasonHelp')}
        </div>
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
