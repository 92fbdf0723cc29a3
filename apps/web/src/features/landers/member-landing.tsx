import { SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TMemberProfile } from '@app/shared';
import { useSettings } from '../sites/sites.queries';
import { FictionalNote, LanderPhoto } from './lander-parts';
import { ChatWithCta, LockedPhotos, MemberInterests } from './member-lander-parts';
import { useMemberSignup } from './lander-parts';

/** `/members/{id}/landing`: the profile split in two, the photo beside the facts and a chat box. */
export function MemberLanding({ member }: { member: TMemberProfile }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const openFor = useMemberSignup();
  return (
    <div className="container member-split">
      <div className="row g-4 g-lg-5 align-items-start">
        <div className="col-md-6 col-lg-5">
          <div className="member-split-photo">
            <LanderPhoto member={member} priority />
            {member.online_recently && <span className="member-online-badge">{t('landers.onlineNow')}</span>}
          </div>
          <LockedPhotos member={member} />
        </div>
        <div className="col-md-6 col-lg-7">
          <p className="lander-kicker">{t('landers.member.kicker', { siteName: settings.name })}</p>
          <h1 className="lander-title">
            {member.name}, {member.age}
          </h1>
          <p className="lander-lead mb-3">
            {member.city}
            {member.region_name && member.region_name !== member.city && `, ${member.region_name}`}
          </p>
          {member.about && (
            <section className="member-about">
              <h2 className="h6 text-uppercase text-body-secondary">
                {t('landers.member.about', { name: member.name })}
              </h2>
              <p className="mb-0">{member.about}</p>
            </section>
          )}
          <h2 className="h6 text-uppercase text-body-secondary mt-4">
            {t('landers.member.interests', { name: member.name })}
          </h2>
          <MemberInterests member={member} />
          <button type="button" className="member-chatbox" onClick={() => openFor(member)}>
            <span>{t('landers.member.writePrompt', { name: member.name })}</span>
            <span className="member-chatbox-send" aria-hidden="true">
              <SendHorizontal size="1em" />
            </span>
          </button>
          <ChatWithCta member={member} />
          <FictionalNote className="mt-3" />
        </div>
      </div>
    </div>
  );
}
