import { useTranslation } from 'react-i18next';
import type { TMemberProfile } from '@app/shared';
import { useSettings } from '../sites/sites.queries';
import { FictionalNote, LanderPhoto } from './lander-parts';
import { ChatWithCta, MemberInterests } from './member-lander-parts';

/** `/members/{id}/landing2`: a full-height story card on the member's own photo, blurred behind it. */
export function MemberLanding2({ member }: { member: TMemberProfile }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const backdrop = member.main_image ? `url("${settings.cdn_prefix}${member.main_image.thumb_filename}")` : undefined;
  const bars = Math.min(Math.max(member.photo_count, 1), 6);
  return (
    <section className="member-story-stage" style={{ ['--backdrop' as string]: backdrop }}>
      <div className="member-story">
        <div className="member-story-bars" aria-hidden="true">
          {Array.from({ length: bars }, (_, index) => (
            <span key={index} className={index === 0 ? 'active' : ''} />
          ))}
        </div>
        <LanderPhoto member={member} priority className="member-story-photo" />
        <div className="member-story-body">
          {member.online_recently && (
            <span className="lander-online">
              <span className="lander-pulse" aria-hidden="true" />
              {t('landers.onlineNow')}
            </span>
          )}
          <h1 className="member-story-name">
            {member.name}, {member.age}
          </h1>
          <p className="mb-2">{member.city}</p>
          {member.about && <p className="member-story-about">{member.about}</p>}
          <MemberInterests member={member} className="lander-chips-dark" />
          <ChatWithCta member={member} />
        </div>
      </div>
      <FictionalNote className="member-story-note" />
    </section>
  );
}
