import type { TAdminInboxProfile } from '@app/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../../lib/format';
import { optionLabel, type TProfileOptionField } from '../../../members/components/option-label';
import { useSettings } from '../../../sites/sites.queries';
import { languageName } from '../inbox-format';

const OPTION_FIELDS = [
  'gender',
  'seeking',
  'sexuality',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
] as const satisfies readonly TProfileOptionField[];

/** One side of the conversation: photo, name, where, the profile's facts, about text and interests. */
export function ProfilePanel({
  profile,
  side,
  cdnPrefix,
}: {
  profile: TAdminInboxProfile;
  side: 'member' | 'fictional';
  /** The address prefix of the conversation's site, for the photo. */
  cdnPrefix: string;
}) {
  const { t, i18n } = useTranslation('console-inbox');
  // The member site's catalogue names the profile options and interests.
  const { t: member } = useTranslation();
  const settings = useSettings();
  const language = i18n.resolvedLanguage ?? 'en';
  const titleId = `inbox-${side}-title`;
  const facts = OPTION_FIELDS.flatMap((field) => {
    const value = profile[field];
    return value
      ? [{ field, label: member(`profileOptions.fields.${field}`), value: optionLabel(member, field, value as never) }]
      : [];
  });

  return (
    <section className="console-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="h6 text-uppercase text-body-secondary">
        {t(side === 'member' ? 'profile.member' : 'profile.fictional')}
      </h2>
      <div className="d-flex align-items-center gap-3 mb-3">
        {profile.main_image ? (
          <img
            src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
            alt=""
            width={64}
            height={64}
            className="rounded-circle object-fit-cover flex-shrink-0"
          />
        ) : (
          <span
            className="inbox-avatar rounded-circle bg-secondary-subtle flex-shrink-0"
            role="img"
            aria-label={t('profile.noPhoto')}
          />
        )}
        <div className="min-w-0">
          <div className="fw-semibold">
            {profile.name}
            {profile.fictional && (
              <span className="badge text-bg-warning ms-2" title={t('profile.fictionalMark')}>
                <span aria-hidden="true">{settings.fictional_icon} </span>
                {t('profile.fictionalMark')}
              </span>
            )}
          </div>
          <div className="small text-body-secondary">
            {t('profile.ageCity', { age: profile.age, city: profile.city })}
          </div>
        </div>
      </div>
      <dl className="row small mb-2">
        <dt className="col-5 fw-normal text-body-secondary">{t('profile.place')}</dt>
        <dd className="col-7">{[profile.city, countryName(profile.country, language)].filter(Boolean).join(', ')}</dd>
        <dt className="col-5 fw-normal text-body-secondary">{t('profile.language')}</dt>
        <dd className="col-7">{languageName(profile.language, language)}</dd>
        {facts.map((fact) => (
          <Fragment key={fact.field}>
            <dt className="col-5 fw-normal text-body-secondary">{fact.label}</dt>
            <dd className="col-7">{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      <h3 className="small fw-semibold mb-1">{member('profileOptions.fields.about')}</h3>
      <p className="small inbox-text">
        {profile.about || <span className="text-body-secondary">{t('profile.noAbout')}</span>}
      </p>
      {profile.interests.length > 0 && (
        <>
          <h3 className="small fw-semibold mb-1">{member('profileOptions.fields.interests')}</h3>
          <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
            {profile.interests.map((key) => (
              <li key={key} className="badge rounded-pill text-bg-light border fw-normal">
                {member(`interests.${key}` as never)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
