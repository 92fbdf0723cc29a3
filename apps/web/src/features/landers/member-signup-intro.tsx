import { useTranslation } from 'react-i18next';
import { fictionalTexts } from '../members/components/fictional-texts';
import { useSettings } from '../sites/sites.queries';
import { LanderPhoto } from './lander-parts';
import { MemberInterests, useLanderMember } from './member-lander-parts';

/** `/members/{id}/signup`: the member the visitor came for, above the signup steps. */
export function MemberSignupIntro({ id }: { id: number }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const member = useLanderMember(id).data;
  if (!member) return <div className="member-intro member-intro-empty" aria-hidden="true" />;
  return (
    <section className="member-intro" aria-labelledby="member-intro-name">
      <LanderPhoto member={member} variant="thumb" priority className="member-intro-photo" />
      <div className="min-w-0">
        <p id="member-intro-name" className="h5 mb-0">
          {member.online_recently && <span className="online-dot" role="img" aria-label={t('landers.onlineNow')} />}
          {member.name}, {member.age}
        </p>
        <p className="small text-body-secondary mb-1">{member.city}</p>
        <p className="mb-2 fw-semibold">{t('landers.member.signupIntro', { name: member.name })}</p>
        {member.about && <p className="member-intro-about small mb-2">{member.about}</p>}
        <MemberInterests member={member} className="lander-chips-small mb-2" limit={4} />
        {member.fictional && <p className="small text-body-secondary mb-0">{fictionalTexts(settings, t).warning}</p>}
      </div>
    </section>
  );
}
