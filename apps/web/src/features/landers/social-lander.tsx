import { Heart, MessageSquare, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TLanderMember } from '@app/shared';
import { formatRelative } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useSettings } from '../sites/sites.queries';
import { feedLikes, feedMinutesAgo, onlineFirst } from './lander-rules';
import { FictionalNote, LanderPhoto, OnlineCount, SignupCta, useAudience, useMemberSignup } from './lander-parts';
import { useLander } from './landers.queries';

const POSTS = 8;

function timeAgo(minutes: number, language: string): string {
  return minutes < 60
    ? formatRelative(-minutes, 'minute', language)
    : formatRelative(-Math.round(minutes / 60), 'hour', language);
}

/** A social-network feed: posts with a photo, a line about the member, likes and a comment prompt. */
export function SocialLander() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { who } = useAudience();
  const lander = useLander();
  const openFor = useMemberSignup();
  const title = t('landers.social.title', { siteName: settings.name });
  usePageTitle(title);
  const members = lander.data?.profiles ?? [];
  const online = onlineFirst(members, 10);

  return (
    <div className="lander lander-social">
      <div className="container">
        <header className="social-header">
          <h1 className="lander-title">{title}</h1>
          <p className="lander-lead">{t('landers.social.text', { who })}</p>
        </header>
        <ul className="social-stories list-unstyled" aria-label={t('landers.onlineNow')}>
          {online.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                className="social-story"
                aria-label={t('landers.meet', { name: member.name, age: member.age, city: member.city })}
                onClick={() => openFor(member)}
              >
                <LanderPhoto member={member} variant="thumb" />
                <span aria-hidden="true">{member.name}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="social-layout">
          <div className="social-feed" aria-busy={lander.isPending}>
            {lander.isPending && <div className="social-post lander-skeleton" aria-hidden="true" />}
            {members.slice(0, POSTS).map((member, index) => (
              <FeedPost key={member.id} member={member} position={index} onOpen={() => openFor(member)} />
            ))}
            {lander.data && members.length === 0 && <p>{t('landers.empty')}</p>}
          </div>
          <aside className="social-side">
            <div className="social-join">
              <OnlineCount count={lander.data?.online} />
              <h2 className="h4 mt-2">{t('landers.social.joinTitle')}</h2>
              <p>{t('landers.social.joinText')}</p>
              <SignupCta label={t('landers.social.cta')} />
              <FictionalNote className="mb-0" />
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}

function FeedPost({ member, position, onOpen }: { member: TLanderMember; position: number; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="social-post" aria-labelledby={`post-${member.id}`}>
      <header className="social-post-head">
        <LanderPhoto member={member} variant="thumb" className="social-avatar" />
        <div className="min-w-0">
          <div id={`post-${member.id}`} className="fw-semibold">
            {member.online_recently && <span className="online-dot" />}
            {member.name}, {member.age}
          </div>
          <div className="small text-body-secondary text-truncate">
            {member.city} · {timeAgo(feedMinutesAgo(position), i18n.language)}
          </div>
        </div>
      </header>
      <button
        type="button"
        className="social-post-photo"
        aria-label={t('landers.meet', { name: member.name, age: member.age, city: member.city })}
        onClick={onOpen}
      >
        <LanderPhoto member={member} priority={position === 0} />
      </button>
      <div className="social-post-body">
        <div className="social-actions">
          <button type="button" onClick={onOpen}>
            <Heart className="icon-inline me-1" size="1em" aria-hidden="true" />
            {t('landers.social.like')}
          </button>
          <button type="button" onClick={onOpen}>
            <MessageSquare className="icon-inline me-1" size="1em" aria-hidden="true" />
            {t('landers.social.comment')}
          </button>
          <button type="button" onClick={onOpen}>
            <Send className="icon-inline me-1" size="1em" aria-hidden="true" />
            {t('landers.social.message')}
          </button>
        </div>
        <p className="fw-semibold small mb-1">{t('landers.social.likes', { count: feedLikes(member.id) })}</p>
        {member.about && (
          <p className="social-about">
            <span className="fw-semibold">{member.name}</span> {member.about}
          </p>
        )}
        <button type="button" className="social-comment" onClick={onOpen}>
          {t('landers.social.commentPrompt')}
        </button>
      </div>
    </article>
  );
}
