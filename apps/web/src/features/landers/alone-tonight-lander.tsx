import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts, useMillisecondsUntil } from '../../lib/countdown';
import { usePageTitle } from '../../lib/page-title';
import { useSettings } from '../sites/sites.queries';
import { millisecondsUntilMidnight, onlineFirst } from './lander-rules';
import {
  FictionalNote,
  LanderPhoto,
  MemberTile,
  OnlineCount,
  SignupCta,
  TileSkeletons,
  useAudience,
  useMemberSignup,
} from './lander-parts';
import { useLander } from './landers.queries';

/** "Don't spend tonight alone": who is online now, and the night ticking away. */
export function AloneTonightLander() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { who } = useAudience();
  const lander = useLander();
  const openFor = useMemberSignup();
  const [midnight] = useState(() => Date.now() + millisecondsUntilMidnight(new Date()));
  const left = countdownParts(useMillisecondsUntil(midnight));
  const title = t('landers.alone.title');
  usePageTitle(title);
  const members = onlineFirst(lander.data?.profiles ?? [], 12);
  const [first, second, third] = members;

  return (
    <div className="lander lander-night">
      <section className="night-hero">
        <div className="container">
          <div className="row align-items-center g-4">
            <div className="col-lg-6">
              <p className="lander-kicker">{t('landers.alone.kicker', { siteName: settings.name })}</p>
              <h1 className="lander-title">{title}</h1>
              <p className="lander-lead">{t('landers.alone.text', { who })}</p>
              <div className="night-stats">
                <OnlineCount count={lander.data?.online} />
                <span className="night-clock">
                  {t('landers.alone.endsIn')}{' '}
                  <time className="night-clock-time">
                    {left.hours}:{left.minutes}:{left.seconds}
                  </time>
                </span>
              </div>
              <SignupCta label={t('landers.alone.cta')} />
            </div>
            <div className="col-lg-6">
              <div className="night-stack" aria-busy={lander.isPending}>
                {lander.isPending && <TileSkeletons count={3} className="night-card" />}
                {[first, second, third].map(
                  (member, index) =>
                    member && (
                      <MemberTile
                        key={member.id}
                        member={member}
                        priority={index === 0}
                        className={`night-card night-card-${index}`}
                      />
                    ),
                )}
              </div>
            </div>
          </div>
        </div>
      </section>
      <section className="container night-strip" aria-labelledby="night-strip-title">
        <h2 id="night-strip-title" className="h5 mb-3">
          <span className="lander-pulse" aria-hidden="true" /> {t('landers.alone.stripTitle')}
        </h2>
        <ul className="night-strip-list list-unstyled">
          {members.slice(3).map((member) => (
            <li key={member.id}>
              <button type="button" className="night-avatar" onClick={() => openFor(member)}>
                <LanderPhoto member={member} variant="thumb" className={member.online_recently ? 'online' : ''} />
                <span className="night-avatar-name">
                  {member.name}, {member.age}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {lander.data && members.length === 0 && <p>{t('landers.empty')}</p>}
        <p className="night-urgency">{t('landers.alone.urgency', { siteName: settings.name })}</p>
        <SignupCta label={t('landers.alone.cta')} note={false} />
        <FictionalNote className="mt-3" />
      </section>
    </div>
  );
}
