import { ZAdminTextReview, type TAdminPendingText } from '@app/shared';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldMessage } from '../../../lib/forms/field-message';
import { fieldProps } from '../../../lib/forms/field-props';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ConsoleMessage, ErrorAlert, Loading } from '../components/status';
import { errorMessage, useMay } from '../console-api';
import { FormOutcome, showRefusal } from '../sites/form-refusal';
import { DoneAlert } from './components/done-alert';
import { useFormatWhen } from './components/when';
import { usePendingTexts, useReviewText } from './moderation.queries';
import './moderation.scss';

/** New and changed "about me" texts, oldest first: approve, or reject with a reason the member is warned with. */
export function TextQueuePage() {
  const { t } = useTranslation('console-moderation');
  const texts = usePendingTexts();
  const [done, setDone] = useState<string | null>(null);
  const list = texts.data?.texts ?? [];

  return (
    <div className="console-moderation">
      <h1 className="h3">{t('texts.title')}</h1>
      <p className="text-body-secondary">{t('texts.lead')}</p>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      {texts.isPending ? (
        <Loading />
      ) : texts.error && !texts.data ? (
        <ConsoleMessage tone="danger" onRetry={() => void texts.refetch()}>
          {errorMessage(texts.error)}
        </ConsoleMessage>
      ) : list.length === 0 ? (
        <ConsoleMessage>{t('texts.empty')}</ConsoleMessage>
      ) : (
        <ul className="list-unstyled" aria-label={t('texts.listLabel')}>
          {list.map((text) => (
            <PendingText key={text.id} text={text} onDone={setDone} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A rejection's reason, checked with the review call's rule. */
const ZRejectForm = ZAdminTextReview.pick({ reason: true });

function PendingText({ text, onDone }: { text: TAdminPendingText; onDone(message: string): void }) {
  const { t } = useTranslation('console-moderation');
  const formatWhen = useFormatWhen();
  const mayViewMembers = useMay('members.view');
  const review = useReviewText();
  const [rejecting, setRejecting] = useState(false);
  const form = useSchemaForm(ZRejectForm, { defaultValues: { reason: '' } });
  const reasonId = `text-${text.id}-reason`;
  // Rejecting opens on the reason (autoFocus would only write the attribute on Preact, decision 032).
  useLayoutEffect(() => {
    if (rejecting) form.setFocus('reason');
  }, [rejecting, form]);

  function approve() {
    review.mutate(
      { review: text.id, decision: 'approve', reason: '' },
      { onSuccess: () => onDone(t('texts.approved', { name: text.name })) },
    );
  }

  const reject = form.handleSubmit(({ reason }) =>
    review.mutate(
      { review: text.id, decision: 'reject', reason },
      {
        onSuccess: () => onDone(t('texts.rejected', { name: text.name })),
        onError: (error) => showRefusal(error, form),
      },
    ),
  );

  return (
    <li className="console-card" aria-labelledby={`text-${text.id}-name`}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <h2 id={`text-${text.id}-name`} className="h6 mb-0">
          {text.name}
        </h2>
        <span className="small text-body-secondary">
          {text.site_name} · {t('texts.submitted', { date: formatWhen(text.created_at) })}
        </span>
        {mayViewMembers && (
          <Link to={`/admin/members/${text.user_id}`} className="small ms-auto">
            {t('texts.dossier')}
          </Link>
        )}
      </div>
      <blockquote className="console-pre border-start border-3 ps-3 mb-3">{text.text}</blockquote>
      {!rejecting && <ErrorAlert error={review.error} />}
      {rejecting ? (
        <form onSubmit={(event) => void reject(event)} noValidate>
          <FormOutcome form={form} />
          <label htmlFor={reasonId} className="form-label">
            {t('texts.reason')}
          </label>
          <textarea
            rows={2}
            {...fieldProps(form, 'reason', reasonId, 'form-control mb-1')}
            aria-describedby={`${reasonId}-help ${reasonId}-error`}
          />
          <FieldMessage form={form} name="reason" id={reasonId} />
          <div id={`${reasonId}-help`} className="form-text mb-2">
            {t('texts.reasonHelp')}
          </div>
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-danger" disabled={review.isPending}>
              {t('texts.confirmReject')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setRejecting(false)}
              disabled={review.isPending}
            >
              {t('texts.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-success"
            onClick={approve}
            disabled={review.isPending}
            aria-label={t('texts.approveLabel', { name: text.name })}
          >
            {t('texts.approve')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => setRejecting(true)}
            disabled={review.isPending}
            aria-label={t('texts.rejectLabel', { name: text.name })}
          >
            {t('texts.reject')}
          </button>
        </div>
      )}
    </li>
  );
}
