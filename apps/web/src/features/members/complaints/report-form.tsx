import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_REASONS } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import {
  COMPLAINT_TEXT_MAX_LENGTH,
  complaintProblems,
  isComplaintReason,
  type TComplaintDraft,
} from './complaint-rules';
import { useFileComplaint } from './complaints.queries';

type TField = 'reason' | 'text';

interface ReportFormProps {
  /** The reported member, or null for a problem with the site. */
  profileId: number | null;
  onSent(): void;
  /** In a dialog: a Cancel button beside Send. */
  onCancel?(): void;
}

/** Reason and description of a report; shared by the complaints page and the report dialog. */
export function ReportForm({ profileId, onSent, onCancel }: ReportFormProps) {
  const { t } = useTranslation();
  const prefix = useId();
  const send = useFileComplaint();
  const [draft, setDraft] = useState<TComplaintDraft>({ reason: '', text: '' });
  const [touched, setTouched] = useState(false);
  const [serverField, setServerField] = useState<TField | null>(null);
  const problems = touched ? complaintProblems(draft) : {};
  const serverError =
    send.error instanceof ApiError && send.error.status < 500
      ? send.error.message
      : send.error
        ? t('toasts.genericError')
        : null;
  const errorOf = (field: TField) =>
    problems[field] ? t('signup.errors.required') : serverField === field ? serverError : null;
  const idOf = (field: TField) => `${prefix}-${field}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setServerField(null);
    send.reset();
    const first = (['reason', 'text'] as const).find((field) => complaintProblems(draft)[field]);
    if (first) return document.getElementById(idOf(first))?.focus();
    if (!draft.reason) return;
    const body = {
      reason: draft.reason,
      text: draft.text.trim(),
      ...(profileId !== null && { profile_id: profileId }),
    };
    send.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        const fields = error instanceof ApiError ? Object.keys(error.body.fields ?? {}) : [];
        const field = (['reason', 'text'] as const).find((name) => fields.includes(name)) ?? null;
        setServerField(field);
        if (field) requestAnimationFrame(() => document.getElementById(idOf(field))?.focus());
      },
    });
  }

  const described = (field: TField, extra?: string) =>
    [extra, errorOf(field) ? `${idOf(field)}-error` : null].filter(Boolean).join(' ') || undefined;
  const feedback = (field: TField) =>
    errorOf(field) && (
      <div id={`${idOf(field)}-error`} className="invalid-feedback d-block">
        {errorOf(field)}
      </div>
    );

  return (
    <form noValidate onSubmit={submit}>
      {serverError && !serverField && (
        <div className="alert alert-danger" role="alert">
          {serverError}
        </div>
      )}
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={idOf('reason')}>
          {t('complaints.reason')}
        </label>
        <select
          id={idOf('reason')}
          className={`form-select ${errorOf('reason') ? 'is-invalid' : ''}`}
          value={draft.reason}
          aria-invalid={Boolean(errorOf('reason'))}
          aria-describedby={described('reason')}
          onChange={(event) => {
            const value = event.target.value;
            setDraft((current) => ({ ...current, reason: isComplaintReason(value) ? value : '' }));
          }}
        >
          <option value="">{t('complaints.chooseReason')}</option>
          {COMPLAINT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`complaints.reasons.${reason}`)}
            </option>
          ))}
        </select>
        {feedback('reason')}
      </div>
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={idOf('text')}>
          {draft.reason === 'other' ? t('complaints.text') : t('complaints.textOptional')}
        </label>
        <textarea
          id={idOf('text')}
          className={`form-control ${errorOf('text') ? 'is-invalid' : ''}`}
          rows={5}
          maxLength={COMPLAINT_TEXT_MAX_LENGTH}
          placeholder={t('complaints.textPlaceholder')}
          value={draft.text}
          aria-invalid={Boolean(errorOf('text'))}
          aria-describedby={described('text', `${idOf('text')}-count`)}
          onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
        />
        {feedback('text')}
        <div id={`${idOf('text')}-count`} className="form-text text-end">
          {t('complaints.count', { length: draft.text.length, max: COMPLAINT_TEXT_MAX_LENGTH })}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" disabled={send.isPending} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn-primary px-4" disabled={send.isPending}>
          {send.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {send.isPending ? t('complaints.sending') : t('complaints.submit')}
        </button>
      </div>
    </form>
  );
}
