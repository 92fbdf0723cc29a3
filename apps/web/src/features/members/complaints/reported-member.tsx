import { useTranslation } from 'react-i18next';
import { useSettings } from '../../sites/sites.queries';
import { useReportedMember } from './complaints.queries';

/** Who is being reported, from `?profile=`: photo, name, age, city. Nothing while unknown or gone. */
export function ReportedMember({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const { cdn_prefix: cdnPrefix } = useSettings();
  const member = useReportedMember(profileId).data;
  if (!member) return null;
  return (
    <div className="d-flex align-items-center gap-3 p-2 mb-3 rounded-3 bg-body-tertiary" data-testid="reported-member">
      {member.main_image ? (
        <img
          className="avatar-thumb reported-avatar"
          src={`${cdnPrefix}${member.main_image.thumb_filename}`}
          alt=""
          width={48}
          height={48}
        />
      ) : (
        <span className="avatar-thumb reported-avatar d-inline-block flex-shrink-0" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <div className="small text-body-secondary">{t('complaints.reporting')}</div>
        <div className="fw-semibold text-truncate">
          {member.name}, {member.age}
          {member.city && <span className="fw-normal text-body-secondary"> · {member.city}</span>}
        </div>
      </div>
    </div>
  );
}
