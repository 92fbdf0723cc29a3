import { COMPLAINT_REASONS } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../moderation/components/confirm-dialog';
import { isComplaintReason, type TComplaintReason } from '../support-rules';
import { useSupportAction, useUnban } from '../support.queries';
import { FormDialog } from './form-dialog';
import type { DialogProps } from './member-dialogs';

/** The reason of a warning or ban: a complaint reason, which the member reads in their own language. */
function ReasonSelect({
  id,
  label,
  placeholder,
  value,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: TComplaintReason | '';
  problem: string | null;
  onChange(value: TComplaintReason | ''): void;
}) {
  const { t } = useTranslation('console-support');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select ${problem ? 'is-invalid' : ''}`}
        value={value}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(isComplaintReason(event.target.value) ? event.target.value : '')}
      >
        <option value="">{placeholder}</option>
        {COMPLAINT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </select>
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback">
          {problem}
        </div>
      )}
    </div>
  );
}

/** A warning the member sees on their next visit: a reason they read in their language, and optional words. */
export function WarnDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('console-support');
  const warn = useSupportAction();
  const [reason, setReason] = useState<TComplaintReason | ''>('');
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);

  function submit() {
    setChecked(true);
    if (!reason) return;
    warn.mutate(
      { path: '/api/admin/warn.php', body: { user: member.id, reason, text: text.trim() } },
      { onSuccess: () => onDone(t('warn.done', { name: member.name })) },
    );
  }

  return (
    <FormDialog
      title={t('warn.title', { name: member.name })}
      submitLabel={t('warn.submit')}
      pending={warn.isPending}
      error={warn.error}
      onSubmit={submit}
      onCancel={onClose}
    >
      <p className="small text-body-secondary">{t('warn.lead')}</p>
      <ReasonSelect
        id="warn-reason"
        label={t('warn.reason')}
        placeholder={t('warn.chooseReason')}
        value={reason}
        problem={checked && !reason ? t('warn.problem') : null}
        onChange={setReason}
      />
      <label htmlFor="warn-text" className="form-label">
        {t('warn.text')}
      </label>
      <textarea
        id="warn-text"
        className="form-control"
        rows={3}
        maxLength={1000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </FormDialog>
  );
}

/** A ban: every session ends at once, the e-mail (and optionally the signup /24) cannot come back. */
export function BanDialog({ member, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('console-support');
  const ban = useSupportAction();
  const [reason, setReason] = useState<TComplaintReason | ''>('');
  const [ipRange, setIpRange] = useState(false);
  const [checked, setChecked] = useState(false);

  function submit() {
    setChecked(true);
    if (!reason) return;
    ban.mutate(
      { path: '/api/admin/ban.php', body: { user: member.id, reason, ban_ip_range: ipRange } },
      { onSuccess: () => onDone(t('ban.done', { name: member.name })) },
    );
  }

  return (
    <FormDialog
      title={t('ban.title', { name: member.name })}
      submitLabel={t('ban.submit')}
      tone="danger"
      pending={ban.isPending}
      error={ban.error}
      onSubmit={submit}
      onCancel={onClose}
    >
      <p className="small">{t('ban.lead')}</p>
      <ReasonSelect
        id="ban-reason"
        label={t('ban.reason')}
        placeholder={t('ban.chooseReason')}
        value={reason}
        problem={checked && !reason ? t('ban.problem') : null}
        onChange={setReason}
      />
      <div className="form-check">
        <input
          id="ban-ip-range"
          type="checkbox"
          className="form-check-input"
          checked={ipRange}
          onChange={(event) => setIpRange(event.target.checked)}
        />
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
