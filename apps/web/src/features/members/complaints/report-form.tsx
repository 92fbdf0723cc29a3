import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_REASONS, COMPLAINT_TEXT_MAX_LENGTH, ZComplaintBody } from '@app/shared';
import { FieldMessage } from '../../../lib/forms/field-message';
import { fieldProps } from '../../../lib/forms/field-props';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useFileComplaint } from './complaints.queries';

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
  // The reported member has no input: it rides along in the values the call's schema checks.
  const form = useSchemaForm(ZComplaintBody, {
    defaultValues: { reason: undefined, text: '', ...(profileId !== null && { profile_id: profileId }) },
  });
  const reason = form.watch('reason');
  const text = form.watch('text') ?? '';
  const idOf = (field: 'reason' | 'text') => `${prefix}-${field}`;

  const submit = form.handleSubmit((body) =>
    send.mutate(body, { onSuccess: onSent, onError: (error) => showRefusal(error, form, t) }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert form={form} />
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={idOf('reason')}>
          {t('complaints.reason')}
        </label>
        <select {...fieldProps(form, 'reason', idOf('reason'), 'form-select', { deps: ['text'] })}>
          <option value="">{t('complaints.chooseReason')}</option>
          {COMPLAINT_REASONS.map((key) => (
            <option key={key} value={key}>
              {t(`complaints.reasons.${key}`)}
            </option>
          ))}
        </select>
        <FieldMessage form={form} name="reason" id={idOf('reason')} />
      </div>
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={idOf('text')}>
          {reason === 'other' ? t('complaints.text') : t('complaints.textOptional')}
        </label>
        <textarea
          {...fieldProps(form, 'text', idOf('text'))}
          aria-describedby={`${idOf('text')}-error ${idOf('text')}-count`}
          rows={5}
          maxLength={COMPLAINT_TEXT_MAX_LENGTH}
          placeholder={t('complaints.textPlaceholder')}
        />
        <FieldMessage form={form} name="text" id={idOf('text')} />
        <div id={`${idOf('text')}-count`} className="form-text text-end">
          {t('complaints.count', { length: text.length, max: COMPLAINT_TEXT_MAX_LENGTH })}
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
