import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberProfile } from '@app/shared';
import { countryName } from '../../../lib/format';
import { useInterests } from '../../accounts/signup/signup.queries';
import { optionLabel } from '../components/option-label';
import { InterestIcon } from '../components/interest-icon';

const OPTION_FIELDS = ['sexuality', 'hair_color', 'eye_color', 'body_type', 'relationship_status'] as const;

/** About me, the facts the site shows, and interests with their icons. Hidden fields arrive as null. */
export function MemberDetails({ member }: { member: TMemberProfile }) {
  const { t, i18n } = useTranslation();
  const interests = useInterests(i18n.language);
  const facts = OPTION_FIELDS.flatMap((field) => {
    const value = member[field];
    return value ? [{ field, label: t(`profileOptions.fields.${field}`), value: optionLabel(t, field, value) }] : [];
  });
  const place = [member.city, member.region_name, countryName(member.country, i18n.language)].filter(Boolean);
  const byKey = new Map((interests.data ?? []).map((interest) => [interest.key, interest]));

  return (
    <div className="d-grid gap-3">
      {member.about && (
        <section className="card border-0 shadow-sm" aria-labelledby="member-about">
          <div className="card-body">
            <h2 id="member-about" className="h6 text-uppercase text-body-secondary">
              {t('profileOptions.fields.about')}
            </h2>
            <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
              {member.about}
            </p>
          </div>
        </section>
      )}
      <section className="card border-0 shadow-sm" aria-labelledby="member-facts">
        <div className="card-body">
          <h2 id="member-facts" className="h6 text-uppercase text-body-secondary">
            {t('member.facts')}
          </h2>
          <dl className="row mb-0 member-facts">
            <dt className="col-5">{t('profileOptions.fields.gender')}</dt>
            <dd className="col-7">{optionLabel(t, 'gender', member.gender)}</dd>
            <dt className="col-5">{t('member.lives')}</dt>
            <dd className="col-7">{place.join(', ')}</dd>
            {facts.map((fact) => (
              <Fragment key={fact.field}>
                <dt className="col-5">{fact.label}</dt>
                <dd className="col-7">{fact.value}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      </section>
      {member.interests.length > 0 && (
        <section className="card border-0 shadow-sm" aria-labelledby="member-interests">
          <div className="card-body">
            <h2 id="member-interests" className="h6 text-uppercase text-body-secondary">
              {t('profileOptions.fields.interests')}
            </h2>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {member.interests.map((key) => (
                <li key={key} className="interest-chip">
                  <InterestIcon interestKey={key} className="me-1" />
                  {byKey.get(key)?.label ?? t(`interests.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
