import { useTranslation } from 'react-i18next';
import type { TMemberProfile } from '@app/shared';
import { FictionalNote, LanderPhoto } from './lander-parts';
import { ChatWithCta, LockedPhotos, MemberInterests } from './member-lander-parts';

/** `/members/{id}/landing3`: the member in a round portrait, their words as a quote, three steps to a chat. */
export function MemberLanding3({ member }: { member: TMemberProfile }) {
  const { t } = useTranslation();
  const steps = [
    t('landers.member.step1'),
    t('landers.member.step2', { name: member.name }),
    t('landers.member.step3'),
  ];
  return (
    <div className="member-steps-page">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-lg-6">
            <div className="member-card-round">
              <LanderPhoto member={member} priority className="member-round-photo" />
              <h1 className="lander-title mt-3 mb-1">
                {member.name}, {member.age}
              </h1>
              <p className="text-body-secondary mb-3">
                {member.online_recently && <span className="online-dot" />}
                {member.city}
              </p>
              {member.about && <blockquote className="member-quote">{member.about}</blockquote>}
              <MemberInterests member={member} className="justify-content-center" />
              <LockedPhotos member={member} />
            </div>
          </div>
          <div className="col-lg-6">
            <h2 className="h3 mb-4">{t('landers.member.stepsTitle', { name: member.name })}</h2>
            <ol className="member-steps list-unstyled">
              {steps.map((step, index) => (
                <li key={index}>
                  <span className="step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
            <ChatWithCta member={member} />
            <FictionalNote className="mt-3" />
          </div>
        </div>
      </div>
    </div>
  );
}
