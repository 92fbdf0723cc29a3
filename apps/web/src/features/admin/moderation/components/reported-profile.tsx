import type { TAdminComplaintDetail } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from '../../../../lib/format';
import { useMay } from '../../console-api';

type TReported = NonNullable<TAdminComplaintDetail['reported']>;

/** The reported member as moderators need them: who, where, what they say about themselves, every photo. */
export function ReportedProfile({
  reported,
  photos,
  cdnPrefix,
}: {
  reported: TReported;
  photos: TAdminComplaintDetail['photos'];
  /** The address prefix of the complaint's site. */
  cdnPrefix: string;
}) {
  const { t, i18n } = useTranslation('console-moderation');
  const mayViewMembers = useMay('members.view');
  return (
    <>
      <p className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="fs-5 fw-semibold">{reported.name}</span>
        {reported.fictional && <span className="badge text-bg-info">{t('complaint.fictional')}</span>}
        {reported.banned && <span className="badge text-bg-danger">{t('complaint.banned')}</span>}
      </p>
      <dl className="console-facts mb-3">
        <dt>{t('complaint.email')}</dt>
        <dd>{reported.email}</dd>
        <dt>{t('complaint.ageAndPlace')}</dt>
        <dd>
          {t('complaint.ageAndPlaceValue', {
            age: reported.age,
            city: reported.city,
            country: countryName(reported.country, i18n.resolvedLanguage ?? 'en'),
          })}
        </dd>
        <dt>{t('complaint.about')}</dt>
        <dd className="console-pre">{reported.about || <em>{t('complaint.noAbout')}</em>}</dd>
      </dl>
      <h3 className="h6">{t('complaint.photos')}</h3>
      {photos.length === 0 ? (
        <p className="text-body-secondary">{t('complaint.noPhotos')}</p>
      ) : (
        <ul className="console-photo-grid list-unstyled mb-3">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  className="console-photo"
                  src={`${cdnPrefix}${photo.thumb_filename}`}
                  alt={t('complaint.photoAlt', { number: index + 1, name: reported.name })}
                  loading="lazy"
                />
              </a>
              <PhotoStatus status={photo.status} />
            </li>
          ))}
        </ul>
      )}
      {mayViewMembers && (
        <Link to={`/admin/members/${reported.user_id}`} className="btn btn-sm btn-outline-secondary">
          {t('complaint.dossier')}
        </Link>
      )}
    </>
  );
}

export function PhotoStatus({ status }: { status: string }) {
  const { t } = useTranslation('console-moderation');
  if (status !== 'active' && status !== 'pending' && status !== 'rejected') return null;
  const tone = { active: 'text-bg-success', pending: 'text-bg-warning', rejected: 'text-bg-danger' }[status];
  return <span className={`badge ${tone} mt-1`}>{t(`photoStatuses.${status}`)}</span>;
}
