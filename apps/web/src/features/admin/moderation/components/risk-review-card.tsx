import { RISK_DECISIONS, ZAdminRiskDecision, type TAdminRiskReview, type TRiskDecision } from '@app/shared';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldMessage } from '../../../../lib/forms/field-message';
import { fieldProps } from '../../../../lib/forms/field-props';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { ErrorAlert } from '../../components/status';
import { useMay } from '../../console-api';
import { FormOutcome, showRefusal } from '../../sites/form-refusal';
import { useDecideRiskReview } from '../moderation.queries';
import { permissionOf } from '../risk-review-rules';
import { RiskEvidenceItem } from './risk-evidence';
import { useFormatWhen } from './when';

/**
 * One member in the review queue (or a decided review): the score, the evidence with the messages behind it,
 * and, while open, the moderator's decision.
 */
export function RiskReviewCard({ review, onDone }: { review: TAdminRiskReview; onDone(message: string): void }) {
  const { t } = useTranslation('console-moderation');
  const formatWhen = useFormatWhen();
  const mayViewMembers = useMay('members.view');
  const mayViewComplaints = useMay('complaints.view');
  const nameId = `risk-${review.id}-name`;
  return (
    <li className="console-card" aria-labelledby={nameId}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <h2 id={nameId} className="h6 mb-0">
          {review.name}
        </h2>
        <span className="badge text-bg-danger">{t('risk.score', { score: review.score })}</span>
        {review.status !== 'open' && (
          <span className="badge text-bg-secondary">{t(`risk.statuses.${review.status}`)}</span>
        )}
        {mayViewMembers && (
          <Link to={`/admin/members/${review.user_id}`} className="small ms-auto">
            {t('risk.dossier')}
          </Link>
        )}
      </div>
      <p className="small text-body-secondary mb-2">
        {review.site_name} ·{' '}
        {review.decided_at
          ? t('risk.decidedAt', { date: formatWhen(review.decided_at), name: review.decided_by ?? '–' })
          : t('risk.openedAt', { date: formatWhen(review.created_at) })}
      </p>
      {review.note && <p className="small console-pre">{t('risk.noteShown', { note: review.note })}</p>}
      {review.appeal_complaint_id !== null && (
        <p className="small">
          <span className="badge text-bg-warning me-2">{t('risk.appealed')}</span>
          {mayViewComplaints && (
            <Link to={`/admin/complaints/${review.appeal_complaint_id}`}>{t('risk.openAppeal')}</Link>
          )}
        </p>
      )}
      <h3 className="h6">{t('risk.evidence')}</h3>
      <ul className="list-unstyled">
        {review.evidence.map((item) => (
          <RiskEvidenceItem key={item.id} item={item} review={review} />
        ))}
      </ul>
      {review.status === 'open' && <RiskDecision review={review} onDone={onDone} />}
    </li>
  );
}

/** The note and, for a ban, the network, checked with the decision call's rule. */
const ZDecisionForm = ZAdminRiskDecision.pick({ note: true, ban_ip_range: true });

/** The decisions the staff member's role allows; each asks for a note and a confirmation first. */
function RiskDecision({ review, onDone }: { review: TAdminRiskReview; onDone(message: string): void }) {
  const { t } = useTranslation('console-moderation');
  const mayWarn = useMay('members.warn');
  const mayBan = useMay('members.ban');
  const allowed = RISK_DECISIONS.filter((decision) => {
    const needed = permissionOf(decision);
    return needed === null || (needed === 'members.warn' ? mayWarn : mayBan);
  });
  const decide = useDecideRiskReview();
  const [chosen, setChosen] = useState<TRiskDecision | null>(null);
  const form = useSchemaForm(ZDecisionForm, { defaultValues: { note: '', ban_ip_range: false } });
  const noteId = `risk-${review.id}-note`;
  // Choosing a decision opens on the note (autoFocus would only write the attribute on Preact, decision 032).
  useLayoutEffect(() => {
    if (chosen) form.setFocus('note');
  }, [chosen, form]);

  const confirm = form.handleSubmit(({ note, ban_ip_range }) => {
    if (!chosen) return;
    decide.mutate(
      { review: review.id, decision: chosen, note, ban_ip_range: chosen === 'ban' && ban_ip_range },
      {
        onSuccess: () => onDone(t(`risk.done.${chosen}`, { name: review.name })),
        onError: (error) => showRefusal(error, form),
      },
    );
  });

  if (chosen)
    return (
      <form
        onSubmit={(event) => void confirm(event)}
        noValidate
        aria-label={t(`risk.decisionLabels.${chosen}`, { name: review.name })}
      >
        <FormOutcome form={form} />
        <label htmlFor={noteId} className="form-label">
          {t('risk.note')}
        </label>
        <textarea
          rows={2}
          {...fieldProps(form, 'note', noteId, 'form-control mb-1')}
          aria-describedby={`${noteId}-help ${noteId}-error`}
        />
        <FieldMessage form={form} name="note" id={noteId} />
        <div id={`${noteId}-help`} className="form-text mb-2">
          {t('risk.noteHelp')}
        </div>
        {chosen === 'ban' && (
          <div className="form-check mb-2">
            <input
              id={`${noteId}-ip`}
              type="checkbox"
              className="form-check-input"
              {...form.register('ban_ip_range')}
            />
            <label htmlFor={`${noteId}-ip`} className="form-check-label">
              {t('risk.banIpRange')}
            </label>
          </div>
        )}
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-danger" disabled={decide.isPending}>
            {t('risk.confirm')}: {t(`risk.decisions.${chosen}`)}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setChosen(null)}
            disabled={decide.isPending}
          >
            {t('risk.cancel')}
          </button>
        </div>
      </form>
    );

  return (
    <>
      <ErrorAlert error={decide.error} />
      <div className="d-flex flex-wrap gap-2">
        {allowed.map((decision) => (
          <button
            key={decision}
            type="button"
            className={`btn ${decision === 'dismiss' ? 'btn-outline-secondary' : 'btn-outline-danger'}`}
            onClick={() => setChosen(decision)}
            disabled={decide.isPending}
            aria-label={t(`risk.decisionLabels.${decision}`, { name: review.name })}
          >
            {t(`risk.decisions.${decision}`)}
          </button>
        ))}
      </div>
    </>
  );
}
