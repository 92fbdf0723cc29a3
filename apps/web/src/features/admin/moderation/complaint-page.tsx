import type { TAdminComplaintDetail } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { ComplaintActions } from './components/complaint-actions';
import { ReasonLabel, ResolutionText } from './components/complaint-labels';
import { ConversationExcerpt } from './components/conversation-excerpt';
import { DoneAlert } from './components/done-alert';
import { ReportedProfile } from './components/reported-profile';
import { When } from './components/when';
import { idFromParam } from './complaint-rules';
import { useComplaint } from './moderation.queries';
import { useRenewSignedAddresses } from '../../../lib/signed-addresses';
import './moderation.scss';

/** /admin/complaints/:complaintId: the report, the reported member and their conversation, and what to do. */
export function ComplaintPage() {
  const { t } = useTranslation('console-moderation');
  const id = idFromParam(useParams().complaintId);
  if (id === null) return <ConsoleMessage>{t('complaint.notFound')}</ConsoleMessage>;
  // Keyed by the id, so the next complaint starts without the last one's outcome message.
  return <ComplaintScreen key={id} id={id} />;
}

function ComplaintScreen({ id }: { id: number }) {
  const { t } = useTranslation('console-moderation');
  const detail = useComplaint(id);
  const [done, setDone] = useState<string | null>(null);
  useRenewSignedAddresses(detail.data?.photos.map((photo) => photo.url) ?? [], detail.refetch);

  if (detail.isPending) return <Loading />;
  if (detail.error && !detail.data) {
    const missing = detail.error instanceof ApiError && detail.error.code === 'not_found';
    return (
      <ConsoleMessage
        tone={missing ? 'secondary' : 'danger'}
        onRetry={missing ? undefined : () => void detail.refetch()}
      >
        {missing ? t('complaint.notFound') : errorMessage(detail.error)}
      </ConsoleMessage>
    );
  }
  const { complaint, reported } = detail.data;

  return (
    <div className="console-moderation">
      <Link to="/admin/complaints" className="small">
        ← {t('complaint.back')}
      </Link>
      <h1 className="h3 mt-2 d-flex flex-wrap align-items-center gap-2">
        {t('complaint.title', { id: complaint.id })}
        <span className={`badge fs-6 ${complaint.status === 'open' ? 'text-bg-warning' : 'text-bg-secondary'}`}>
          {t(`statuses.${complaint.status}`)}
        </span>
      </h1>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      <div className="row g-3">
        <div className="col-lg-7">
          <ComplaintDetails complaint={complaint} />
          <section className="console-card" aria-labelledby="complaint-excerpt">
            <h2 id="complaint-excerpt" className="h5">
              {t('complaint.excerptTitle')}
            </h2>
            <ConversationExcerpt detail={detail.data} />
          </section>
        </div>
        <div className="col-lg-5">
          <section className="console-card" aria-labelledby="complaint-reported">
            <h2 id="complaint-reported" className="h5">
              {t('complaint.reportedTitle')}
            </h2>
            {reported ? (
              <ReportedProfile reported={reported} photos={detail.data.photos} cdnPrefix={detail.data.cdn_prefix} />
            ) : (
              <p className="mb-0 text-body-secondary">{t('complaint.noReported')}</p>
            )}
          </section>
          <section className="console-card" aria-labelledby="complaint-actions">
            <h2 id="complaint-actions" className="h5">
              {t('actions.title')}
            </h2>
            <ComplaintActions detail={detail.data} onDone={setDone} />
          </section>
        </div>
      </div>
    </div>
  );
}

function ComplaintDetails({ complaint }: { complaint: TAdminComplaintDetail['complaint'] }) {
  const { t } = useTranslation('console-moderation');
  return (
    <section className="console-card" aria-labelledby="complaint-details">
      <h2 id="complaint-details" className="h5">
        {t('complaint.details')}
      </h2>
      <dl className="console-facts">
        <dt>{t('complaint.received')}</dt>
        <dd>
          <When value={complaint.created_at} />
        </dd>
        <dt>{t('complaint.reason')}</dt>
        <dd className="fw-semibold">
          <ReasonLabel reason={complaint.reason} />
          {complaint.risk_review_id && (
            <Link className="d-block fw-normal" to={`/admin/risk?review=${complaint.risk_review_id}`}>
              {t('complaint.openReview')}
            </Link>
          )}
        </dd>
        <dt>{t('complaint.text')}</dt>
        <dd className="console-pre">{complaint.text || <em>{t('complaint.noText')}</em>}</dd>
        {complaint.status !== 'open' && (
          <>
            <dt>{t('complaint.resolution')}</dt>
            <dd data-testid="complaint-resolution">
              <ResolutionText resolution={complaint.resolution} />
            </dd>
            {complaint.resolved_at && (
              <>
                <dt>{t('complaint.resolvedAt')}</dt>
                <dd>
                  <When value={complaint.resolved_at} />
                </dd>
              </>
            )}
          </>
        )}
      </dl>
    </section>
  );
}
