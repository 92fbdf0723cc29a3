import { useTranslation } from 'react-i18next';
import { collageTile } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { FictionalNote, MemberTile, OnlineCount, SignupCta, TileSkeletons, useAudience } from './lander-parts';
import { useLander } from './landers.queries';

/** A rich photo collage of members (tiles of several sizes), with the invitation laid over it. */
export function CollageLander() {
  const { t } = useTranslation();
  const { who } = useAudience();
  const lander = useLander();
  const title = t('landers.collage.title');
  usePageTitle(title);
  const members = lander.data?.profiles ?? [];

  return (
    <div className="lander lander-collage">
      <section className="collage-stage">
        <div className="collage-grid" aria-busy={lander.isPending}>
          {lander.isPending &&
            Array.from({ length: 12 }, (_, index) => (
              <TileSkeletons key={index} count={1} className={`collage-${collageTile(index)}`} />
            ))}
          {members.map((member, index) => (
            <MemberTile
              key={member.id}
              member={member}
              priority={index === 0}
              caption={collageTile(index) !== 'small'}
              className={`collage-${collageTile(index)}`}
            />
          ))}
        </div>
        <div className="collage-card">
          <OnlineCount count={lander.data?.online} />
          <h1 className="lander-title">{title}</h1>
          <p className="lander-lead">{t('landers.collage.text', { who })}</p>
          <SignupCta label={t('landers.collage.cta')} />
        </div>
      </section>
      <div className="container">
        {lander.data && members.length === 0 && <p className="text-center">{t('landers.empty')}</p>}
        <FictionalNote className="text-center mt-3" />
      </div>
    </div>
  );
}
