import { COMPLAINT_REASONS, RISK_WARNING_REASON, type TAdminDossier } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMay } from '../../console-api';
import { useFormatWhen, When } from '../../moderation/components/when';
import { DossierTable, Section } from './section';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
const COMPLAINT_STATUSES = ['open', 'actioned', 'dismissed'] as const;

/** The latest logins: when, from where, with what, and whether they still run. */
export function SessionsSection({ sessions }: { sessions: TAdminDossier['sessions'] }) {
  const { t } = useTranslation('console-support');
  const formatWhen = useFormatWhen();
  return (
    <Section title={t('sessions.title')} lead={t('sessions.lead')}>
      {sessions.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('sessions.empty')}</p>
      ) : (
        <DossierTable caption={t('sessions.title')}>
          <thead>
            <tr>
              <th scope="col">{t('sessions.started')}</th>
              <th scope="col">{t('sessions.lastSeen')}</th>
              <th scope="col">{t('sessions.state')}</th>
              <th scope="col">{t('sessions.client')}</th>
              <th scope="col">{t('sessions.ip')}</th>
              <th scope="col">{t('sessions.device')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td className="text-nowrap small">
                  <When value={session.created_at} />
                </td>
                <td className="text-nowrap small">
                  <When value={session.last_seen_at} />
                </td>
                <td className="small">
                  {session.revoked_at ? (
                    t('sessions.ended', { date: formatWhen(session.revoked_at) })
                  ) : (
                    <span className="badge text-bg-success">{t('sessions.active')}</span>
                  )}
                </td>
                <td className="small">
                  {session.client_type === 'web' || session.client_type === 'installed'
                    ? t(`sessions.clients.${session.client_type}`)
                    : session.client_type}
                </td>
                <td className="small">{session.ip}</td>
                <td className="small console-wide">{session.user_agent}</td>
              </tr>
            ))}
          </tbody>
        </DossierTable>
      )}
    </Section>
  );
}

/** Complaints the member filed and complaints about them, each linked to the complaint when the role may see it. */
export function ComplaintsSection({ complaints }: { complaints: TAdminDossier['complaints'] }) {
  const { t } = useTranslation('console-support');
  const mayViewComplaints = useMay('complaints.view');
  return (
    <Section title={t('complaints.title')}>
      {complaints.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('complaints.empty')}</p>
      ) : (
        <DossierTable caption={t('complaints.title')}>
          <thead>
            <tr>
              <th scope="col">{t('complaints.when')}</th>
              <th scope="col">{t('complaints.role')}</th>
              <th scope="col">{t('complaints.reason')}</th>
              <th scope="col">{t('complaints.status')}</th>
              <th scope="col">{t('complaints.text')}</th>
              {mayViewComplaints && (
                <th scope="col">
                  <span className="visually-hidden">{t('complaints.open')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {complaints.map((complaint) => (
              <tr key={complaint.id}>
                <td className="text-nowrap small">
                  <When value={complaint.created_at} />
                </td>
                <td className="small">{t(`complaints.roles.${complaint.role === 'filed' ? 'filed' : 'about'}`)}</td>
                <td>
                  {isOneOf(COMPLAINT_REASONS, complaint.reason) ? t(`reasons.${complaint.reason}`) : complaint.reason}
                </td>
                <td>
                  {isOneOf(COMPLAINT_STATUSES, complaint.status)
                    ? t(`complaints.statuses.${complaint.status}`)
                    : complaint.status}
                </td>
                <td className="small console-pre console-wide">{complaint.text}</td>
                {mayViewComplaints && (
                  <td className="text-end">
                    <Link
                      to={`/admin/complaints/${complaint.id}`}
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={t('complaints.openLabel', { id: complaint.id })}
                    >
                      {t('complaints.open')}
                    </Link>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </DossierTable>
      )}
    </Section>
  );
}

/** Warnings from staff and whether the member has read them. */
export function WarningsSection({ warnings }: { warnings: TAdminDossier['warnings'] }) {
  const { t } = useTranslation('console-support');
  const reason = (value: string) => {
    if (isOneOf(COMPLAINT_REASONS, value)) return t(`reasons.${value}`);
    if (value === 'about_text_rejected') return t('warnings.aboutTextRejected');
    if (value === RISK_WARNING_REASON) return t('warnings.riskReview');
    return value === 'contact_details' ? t('warnings.contactDetails') : value;
  };
  return (
    <Section title={t('warnings.title')}>
      {warnings.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('warnings.empty')}</p>
      ) : (
        <DossierTable caption={t('warnings.title')}>
          <thead>
            <tr>
              <th scope="col">{t('warnings.when')}</th>
              <th scope="col">{t('warnings.reason')}</th>
              <th scope="col">{t('warnings.text')}</th>
              <th scope="col">{t('warnings.seen')}</th>
            </tr>
          </thead>
          <tbody>
            {warnings.map((warning) => (
              <tr key={warning.id}>
                <td className="text-nowrap small">
                  <When value={warning.created_at} />
                </td>
                <td>{reason(warning.reason)}</td>
                <td className="small console-pre console-wide">{warning.text}</td>
                <td className="small">{warning.seen_at ? <When value={warning.seen_at} /> : t('warnings.notSeen')}</td>
              </tr>
            ))}
          </tbody>
        </DossierTable>
      )}
    </Section>
  );
}
