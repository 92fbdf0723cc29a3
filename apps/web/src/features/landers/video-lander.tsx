import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanderMember } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { fictionalTexts } from '../members/components/fictional-texts';
import { useSettings } from '../sites/sites.queries';
import { onlineFirst, videoSources } from './lander-rules';
import { FictionalNote, LanderPhoto, MemberTile, OnlineCount, SignupCta, useAudience } from './lander-parts';
import { useLander, useLanderVideo } from './landers.queries';
import { LanderVideo, useFirstInteraction } from './lander-video';

const SLIDES = 6;

/**
 * The video landers: `video` (Ken Burns, full-bleed) and `transitionsvideolanding` (transitions, framed).
 * The server makes the video the first time it is asked (10–20 s); until it is ready, and until the
 * visitor interacts and it plays, an animated slideshow of the same portraits stands in.
 */
export function VideoLander({ style }: { style: 'kenburns' | 'transitions' }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { who, whoTitle } = useAudience();
  const lander = useLander();
  const video = useLanderVideo(style);
  const [playing, setPlaying] = useState(false);
  // Listened for from the first paint: a visitor who scrolled while the server was still making the video
  // sees it play as soon as it is there.
  const interacted = useFirstInteraction();
  const framed = style === 'transitions';
  const title = framed ? t('landers.video.transitionsTitle') : t('landers.video.title', { who });
  usePageTitle(title);
  const members = lander.data?.profiles ?? [];
  const fictional = fictionalTexts(settings, t);
  const media = video.data ? videoSources(video.data, settings.cdn_prefix) : null;

  const screen = (
    <div className={`video-screen ${playing ? 'playing' : ''}`}>
      <Slideshow members={members.slice(0, SLIDES)} style={style} />
      {media && (
        <LanderVideo
          key={media.poster}
          start={interacted}
          poster={media.poster}
          sources={media.sources}
          onPlaying={() => setPlaying(true)}
        />
      )}
      {!media && <span className="visually-hidden">{t('landers.video.preparing')}</span>}
      {/* The video is made of the site's fictional members: it carries their mark. */}
      {members.some((member) => member.fictional) && (
        <span className="fictional-mark lander-fictional-mark video-mark" title={fictional.plural}>
          {fictional.icon}
          <span className="visually-hidden">{fictional.plural}</span>
        </span>
      )}
    </div>
  );

  return (
    <div className={`lander lander-video ${framed ? 'video-framed' : 'video-full'}`}>
      <section className="video-hero">
        {!framed && screen}
        <div className="container video-copy-wrap">
          <div className="video-copy">
            <OnlineCount count={lander.data?.online} />
            <h1 className="lander-title">{title}</h1>
            <p className="lander-lead">
              {framed ? t('landers.video.transitionsText', { who: whoTitle }) : t('landers.video.text')}
            </p>
            <SignupCta label={t('landers.video.cta')} />
          </div>
          {framed && (
            <div className="video-frame-wrap">
              <div className="video-frame">{screen}</div>
              {members.slice(SLIDES, SLIDES + 2).map((member, index) => (
                <span key={member.id} className={`video-float video-float-${index}`} aria-hidden="true">
                  <LanderPhoto member={member} variant="thumb" />
                  <span>
                    <strong>
                      {member.name}, {member.age}
                    </strong>
                    <small>
                      {member.online_recently && <span className="online-dot" />}
                      {member.online_recently ? t('landers.onlineNow') : member.city}
                    </small>
                  </span>
                </span>
              ))}
            </div>
          )}
        </div>
      </section>
      <section className="container mt-4">
        <div className="lander-grid lander-grid-small">
          {onlineFirst(members.slice(SLIDES + 2), 6).map((member) => (
            <MemberTile key={member.id} member={member} />
          ))}
        </div>
        <FictionalNote className="text-center mt-3" />
      </section>
    </div>
  );
}

/** Portraits fading (and, for Ken Burns, slowly zooming) one after another, in CSS only. */
function Slideshow({ members, style }: { members: TLanderMember[]; style: 'kenburns' | 'transitions' }) {
  return (
    <div className={`video-slides slides-${style}`} style={{ ['--slides' as string]: members.length }}>
      {members.map((member, index) => (
        <LanderPhoto
          key={member.id}
          member={member}
          priority={index === 0}
          className="video-slide"
          // Each slide takes its turn: the CSS reads the index for its animation delay.
          style={{ ['--slide' as string]: index }}
        />
      ))}
    </div>
  );
}
