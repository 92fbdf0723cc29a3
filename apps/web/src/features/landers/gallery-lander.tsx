import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import {
  FictionalNote,
  LanderPhoto,
  MemberTile,
  OnlineCount,
  SignupCta,
  TileSkeletons,
  useAudience,
} from './lander-parts';
import { useLander } from './landers.queries';

const CLEAR = 12;
const BLURRED = 8;

/** A clean gallery of profile cards, and a blurred tail that only an account opens. */
export function GalleryLander() {
  const { t, i18n } = useTranslation();
  const { who } = useAudience();
  const lander = useLander();
  const title = t('landers.gallery.title');
  usePageTitle(title);
  const members = lander.data?.profiles ?? [];
  const place = lander.data ? countryName(lander.data.country, i18n.language) : '';
  const tail = members.slice(CLEAR, CLEAR + BLURRED);

  return (
    <div className="lander lander-gallery">
      <header className="container lander-intro text-center">
        <OnlineCount count={lander.data?.online} />
        <h1 className="lander-title">{title}</h1>
        <p className="lander-lead">{t('landers.gallery.text', { who, place })}</p>
        <SignupCta label={t('landers.cta.signup')} note={false} className="mt-3" />
      </header>
      <section className="container">
        <div className="lander-grid" aria-busy={lander.isPending}>
          {lander.isPending && <TileSkeletons count={8} />}
          {members.slice(0, CLEAR).map((member, index) => (
            <MemberTile key={member.id} member={member} priority={index < 2} />
          ))}
        </div>
        {lander.data && members.length === 0 && <p className="text-center py-4">{t('landers.empty')}</p>}
        {tail.length > 0 && (
          <div className="lander-tail">
            <div className="lander-grid" aria-hidden="true">
              {tail.map((member) => (
                <span key={member.id} className="lander-tile lander-locked">
                  <LanderPhoto member={member} variant="card" />
                </span>
              ))}
            </div>
            <div className="lander-tail-panel">
              <h2 className="h3">
                {t('landers.gallery.seeMore', { count: Math.max(tail.length, members.length - CLEAR) })}
              </h2>
              <p>{t('landers.gallery.seeMoreText')}</p>
              <SignupCta label={t('landers.gallery.cta')} />
            </div>
          </div>
        )}
        {tail.length === 0 && lander.data && (
          <SignupCta label={t('landers.gallery.cta')} className="text-center mt-4" />
        )}
        <FictionalNote className="text-center mt-3" />
      </section>
    </div>
  );
}
