import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { DoneAlert } from '../moderation/components/done-alert';
import { idFromParam } from '../moderation/complaint-rules';
import { ComplaintsSection, SessionsSection, WarningsSection } from './components/dossier-history';
import { LedgerSection, OrdersSection } from './components/dossier-ledger';
import { NotificationsSection, PhotosSection, ProfileSection } from './components/dossier-profile';
import { MemberActions } from './components/member-actions';
import { MemberFlags } from './components/member-flags';
import { RiskSection } from './components/dossier-risk';
import { useDossier } from './support.queries';
import { useRenewSignedAddresses } from '../../../lib/signed-addresses';
import '../moderation/moderation.scss';
import './support.scss';

/** /admin/members/:userId: everything support needs about one member, and what they can do for them. */
export function MemberPage() {
  const { t } = useTranslation('console-support');
  const userId = idFromParam(useParams().userId);
  const [erased, setErased] = useState<string | null>(null);
  if (userId === null) return <ConsoleMessage>{t('member.notFound')}</ConsoleMessage>;
  // After an erasure there is no file left to load: the outcome stays in its place.
  if (erased)
    return (
      <div className="console-support">
        <DoneAlert message={erased} onClose={() => setErased(null)} />
        <Link to="/admin/members">{t('member.back')}</Link>
      </div>
    );
  return <MemberDossier key={userId} userId={userId} onErased={setErased} />;
}

function MemberDossier({ userId, onErased }: { userId: number; onErased(message: string): void }) {
  const { t } = useTranslation('console-support');
  const dossier = useDossier(userId);
  const [done, setDone] = useState<string | null>(null);
  useRenewSignedAddresses(dossier.data?.photos.map((photo) => photo.url) ?? [], dossier.refetch);

  if (dossier.isPending) return <Loading />;
  if (dossier.error && !dossier.data) {
    const missing = dossier.error instanceof ApiError && dossier.error.code === 'not_found';
    return (
      <ConsoleMessage
        tone={missing ? 'secondary' : 'danger'}
        onRetry={missing ? undefined : () => void dossier.refetch()}
      >
        {missing ? t('member.notFound') : errorMessage(dossier.error)}
      </ConsoleMessage>
    );
  }
  const { member } = dossier.data;

  return (
    <div className="console-support">
      <Link to="/admin/members" className="small">
        ← {t('member.back')}
      </Link>
      <h1 className="h3 mt-2 mb-1 d-flex flex-wrap align-items-center gap-2">
        {t('member.title', { name: member.name })}
        <span className="fs-6">
          <MemberFlags member={member} />
        </span>
      </h1>
      <p className="text-body-secondary text-break">
        {t('member.subtitle', { email: member.email, site: member.site_name, id: member.id })}
      </p>
      <DoneAlert message={done} onClose={() => setDone(null)} />
      <MemberActions member={member} onDone={setDone} onErased={onErased} />
      <div className="row g-3">
        <div className="col-xl-7">
          <ProfileSection member={member} />
          <PhotosSection dossier={dossier.data} />
        </div>
        <div className="col-xl-5">
          <NotificationsSection notifications={dossier.data.notifications} />
          <WarningsSection warnings={dossier.data.warnings} />
          <RiskSection risk={dossier.data.risk} />
        </div>
      </div>
      <LedgerSection ledger={dossier.data.ledger} />
      <OrdersSection orders={dossier.data.orders} refundDays={member.refund_days} onDone={setDone} />
      <ComplaintsSection complaints={dossier.data.complaints} />
      <SessionsSection sessions={dossier.data.sessions} />
    </div>
  );
}
