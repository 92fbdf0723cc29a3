import {
  NOTIFICATION_DISABLED_REASONS,
  NOTIFICATION_TYPES,
  type TAdminDossier,
  type TAdminDossierMember,
} from '@app/shared';
import { useTranslation } from 'react-i18next';
import { countryName, formatDate, formatNumber } from '../../../../lib/format';
import { When } from '../../moderation/components/when';
import { hasRejectionLabel } from '../../moderation/moderation.queries';
import { isComplaintReason } from '../../moderation/complaint-rules';
import { trafficSource } from '../support-rules';
import { Section } from './section';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** The account and the profile: who, where, since when, what state. */
export function ProfileSection({ member }: { member: TAdminDossierMember }) {
  const { t, i18n } = useTranslation('console-support');
  const language = i18n.resolvedLanguage ?? 'en';
  const gender = (value: string) => (value === 'male' || value === 'female' ? t(`member.genders.${value}`) : value);
  const source = trafficSource(member);
  const place = [member.city, member.region, countryName(member.country, language)].filter(Boolean).join(', ');
  return (
    <Section title={t('member.profile')}>
      <dl className="console-facts">
        <dt>{t('member.userId')}</dt>
        <dd>{member.id}</dd>
        <dt>{t('member.profileId')}</dt>
        <dd>{member.profile_id}</dd>
        <dt>{t('member.email')}</dt>
        <dd>{member.email}</dd>
        <dt>{t('member.site')}</dt>
        <dd>{member.site_name}</dd>
        <dt>{t('member.status')}</dt>
        <dd>
          {member.status === 'confirmed' || member.status === 'not_confirmed'
            ? t(`member.statuses.${member.status}`)
            : member.status}
        </dd>
        <dt>{t('member.profileStatus')}</dt>
        <dd>
          {member.profile_status === 'active' || member.profile_status === 'disabled'
            ? t(`member.profileStatuses.${member.profile_status}`)
            : member.profile_status}
        </dd>
        <dt>{t('member.credits')}</dt>
        <dd data-testid="member-credits">{formatNumber(member.credits, language)}</dd>
        <dt>{t('member.paid')}</dt>
        <dd>{member.paid_user ? t('member.yes') : t('member.no')}</dd>
        <dt>{t('member.birthDate')}</dt>
        <dd>{formatDate(`${member.date_of_birth.slice(0, 10)}T12:00:00Z`, language, { dateStyle: 'medium' })}</dd>
        <dt>{t('member.gender')}</dt>
        <dd>{t('member.genderValue', { gender: gender(member.gender), seeking: gender(member.seeking) })}</dd>
        <dt>{t('member.place')}</dt>
        <dd>{place}</dd>
        <dt>{t('member.language')}</dt>
        <dd>{member.language}</dd>
        <dt>{t('member.signedUp')}</dt>
        <dd>
          <When value={member.signup_date} />
        </dd>
        {member.signup_ip && (
          <>
            <dt>{t('member.signupIp')}</dt>
            <dd>{member.signup_ip}</dd>
          </>
        )}
        <dt>{t('member.lastActive')}</dt>
        <dd>
          <When value={member.last_active_at} />
        </dd>
        {source && (
          <>
            <dt>{t('member.source')}</dt>
            <dd>{source}</dd>
          </>
        )}
        {member.deleted_at && (
          <>
            <dt>{t('member.deletedAt')}</dt>
            <dd>
              <When value={member.deleted_at} />
            </dd>
          </>
        )}
        {member.banned_at && (
          <>
            <dt>{t('member.bannedAt')}</dt>
            <dd>
              <When value={member.banned_at} />
            </dd>
            <dt>{t('member.banReason')}</dt>
            <dd>
              {member.ban_reason && isComplaintReason(member.ban_reason)
                ? t(`reasons.${member.ban_reason}`)
                : member.ban_reason}
            </dd>
          </>
        )}
        <dt>{t('member.about')}</dt>
        <dd className="console-pre">{member.about || <em>{t('member.noAbout')}</em>}</dd>
      </dl>
    </Section>
  );
}

export function PhotosSection({ dossier }: { dossier: TAdminDossier }) {
  const { t } = useTranslation('console-support');
  const { t: tModeration } = useTranslation('console-moderation');
  const { member, photos } = dossier;
  return (
    <Section title={t('member.photos')}>
      {photos.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('member.noPhotos')}</p>
      ) : (
        <ul className="console-photo-grid list-unstyled mb-0">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  className="console-photo"
                  src={`${member.cdn_prefix}${photo.thumb_filename}`}
                  alt={t('member.photoAlt', { number: index + 1, name: member.name })}
                  loading="lazy"
                />
              </a>
              {isOneOf(['active', 'pending', 'rejected'] as const, photo.status) && (
                <span
                  className={`badge mt-1 ${{ active: 'text-bg-success', pending: 'text-bg-warning', rejected: 'text-bg-danger' }[photo.status]}`}
                >
                  {t(`member.photoStatuses.${photo.status}`)}
                </span>
              )}
              {photo.rejection_reason && (
                <div className="small text-body-secondary">
                  {t('member.rejectedBecause', {
                    reason: hasRejectionLabel(photo.rejection_reason)
                      ? tModeration(`photos.rejections.${photo.rejection_reason}`)
                      : photo.rejection_reason,
                  })}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Which e-mails the member gets, and why one is off (their choice, a bounce, a spam report). */
export function NotificationsSection({ notifications }: { notifications: TAdminDossier['notifications'] }) {
  const { t } = useTranslation('console-support');
  return (
    <Section title={t('member.notifications')}>
      <ul className="list-group list-group-flush" aria-label={t('member.notificationsLabel')}>
        {notifications.map((entry) => (
          <li key={entry.type} className="list-group-item d-flex justify-content-between gap-2 px-0">
            <span>
              {isOneOf(NOTIFICATION_TYPES, entry.type) ? t(`member.notificationTypes.${entry.type}`) : entry.type}
            </span>
            {entry.enabled ? (
              <span className="badge text-bg-success align-self-center">{t('member.on')}</span>
            ) : (
              <span className="badge text-bg-secondary align-self-center text-wrap">
                {isOneOf(NOTIFICATION_DISABLED_REASONS, entry.reason)
                  ? t(`member.offBecause.${entry.reason}`)
                  : t('member.off')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
