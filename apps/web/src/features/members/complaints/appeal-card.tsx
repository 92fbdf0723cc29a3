import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEAL_COMPLAINT_REASON, COMPLAINT_TEXT_MAX_LENGTH, ZComplaintBody } from '@app/shared';
import { FieldMessage } from '../../../lib/forms/field-message';
import { fieldProps } from '../../../lib/forms/field-props';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { formatDate } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { useUser } from '../../auth/auth.queries';
import { useAppealStatus, useFileComplaint } from './complaints.queries';

/**
 * A member whom the moderators warned or suspended after a risk review can appeal here (issue 20 item 2): the
 * appeal is a complaint with reason `appeal`, which the server links to the review. Shown only while there is a
 * decision left to appeal; after sending, a confirmation in its place.
 */
export function AppealCard() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const appeal = useAppealStatus(Boolean(user));
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <section className="card border-0 shadow-sm mb-4" aria-label={t('complaints.appeal.title')}>
        <div className="card-body p-3 p-sm-4" role="status">
          {t('complaints.appeal.sent')}
        </div>
      </section>
    );
  if (!user || !appeal.data) return null;
  const date = formatDate(appeal.data.decided_at, i18n.language);
  return (
    <section className="card border-0 shadow-sm mb-4 border-start border-warning" aria-labelledby="appeal-title">
      <div className="card-body p-3 p-sm-4">
        <h2 id="appeal-title" className="h5">
          {t('complaints.appeal.title')}
        </h2>
        <p className="mb-1">{t(`complaints.appeal.${appeal.data.decision}`, { date })}</p>
        <p className="text-body-secondary">{t('complaints.appeal.lead')}</p>
        <AppealForm onSent={() => setSent(true)} />
      </div>
    </section>
  );
}

function AppealForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const id = `${useId()}-text`;
  const send = useFileComplaint();
  const queryClient = useQueryClient();
  const form = useSchemaForm(ZComplaintBody, { defaultValues: { reason: APPEAL_COMPLAINT_REASON, text: '' } });
  const submit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        onSent();
        void queryClient.invalidateQueries({ queryKey: queryKeys.appeal });
      },
      onError: (error) => showRefusal(error, form, t),
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert form={form} />
      <label className="form-label fw-semibold" htmlFor={id}>
        {t('complaints.appeal.text')}
      </label>
      <textarea {...fieldProps(form, 'text', id)} rows={4} maxLength={COMPLAINT_TEXT_MAX_LENGTH} />
      <FieldMessage form={form} name="text" id={id} />
      <div className="d-flex justify-content-end mt-3">
        <button type="submit" className="btn btn-primary px-4" disabled={send.isPending}>
          {send.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {send.isPending ? t('complaints.sending') : t('complaints.appeal.submit')}
        </button>
      </div>
    </form>
  );
}
