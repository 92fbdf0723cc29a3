import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { pinPosition, regionCounts, spreadPins, viewBoxRatio } from './lander-rules';
import { FictionalNote, LanderPhoto, MemberTile, SignupCta, useAudience, useMemberSignup } from './lander-parts';
import { useLander } from './landers.queries';

/** Members as photo pins on a drawn map of the visitor's country: an inline SVG, no map library. */
export function MapLander() {
  const { t, i18n } = useTranslation();
  const { who } = useAudience();
  const lander = useLander(true);
  const openFor = useMemberSignup();
  const data = lander.data;
  const place = data ? countryName(data.country, i18n.language) : '';
  const members = data?.profiles ?? [];
  const ratio = data?.map ? viewBoxRatio(data.map.viewBox) : 1;
  const pinned = data?.map
    ? spreadPins(
        members.flatMap((member) => {
          const position = member.map && pinPosition(data.map!.viewBox, member.map);
          return position ? [{ item: member, ...position }] : [];
        }),
        ratio,
      ).map(({ item, left, top }) => ({ member: item, position: { left, top } }))
    : [];
  const count = pinned.length || members.length;
  const title = data ? t('landers.map.title', { count, who, place }) : t('landers.loading');
  usePageTitle(data ? title : null);
  const regions = regionCounts(pinned.map((pin) => pin.member));
  const others = members.filter((member) => !pinned.some((pin) => pin.member.id === member.id)).slice(0, 6);

  return (
    <div className="lander lander-map">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-lg-5 order-lg-2">
            <h1 className="lander-title">{title}</h1>
            <p className="lander-lead">{t('landers.map.text')}</p>
            {regions.length > 0 && (
              <>
                <h2 className="h6 text-uppercase text-body-secondary mb-2">{t('landers.map.regions')}</h2>
                <ul className="map-regions list-unstyled">
                  {regions.slice(0, 6).map(([region, members]) => (
                    <li key={region}>
                      {region} <span className="badge rounded-pill text-bg-light">{members}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <SignupCta label={t('landers.map.cta')} className="d-none d-lg-block" />
          </div>
          <div className="col-lg-7">
            <div
              className="map-box"
              style={{ ['--map-ratio' as string]: data?.map ? ratio : 1.43 }}
              aria-busy={lander.isPending}
            >
              <div className="map-inner">
                {data?.map && (
                  <svg
                    className="map-svg"
                    viewBox={data.map.viewBox}
                    role="img"
                    aria-label={t('landers.map.label', { place })}
                    preserveAspectRatio="xMidYMid meet"
                  >
                    {data.map.neighbours.map((path, index) => (
                      <path key={index} d={path} className="map-neighbour" />
                    ))}
                    <path d={data.map.country} className="map-country" />
                  </svg>
                )}
                {pinned.map(({ member, position }, index) => (
                  <button
                    key={member.id}
                    type="button"
                    className={`map-pin ${member.online_recently ? 'online' : ''}`}
                    style={{ left: `${position.left}%`, top: `${position.top}%`, animationDelay: `${index * 60}ms` }}
                    aria-label={t('landers.meet', { name: member.name, age: member.age, city: member.city })}
                    onClick={() => openFor(member)}
                  >
                    <LanderPhoto member={member} variant="thumb" priority={index < 4} />
                    <span className="map-pin-name" aria-hidden="true">
                      {member.name}
                    </span>
                  </button>
                ))}
              </div>
            </div>
          </div>
        </div>
        <SignupCta label={t('landers.map.cta')} className="d-lg-none text-center mt-3" />
        {others.length > 0 && (
          <div className="lander-grid lander-grid-small mt-4">
            {others.map((member) => (
              <MemberTile key={member.id} member={member} />
            ))}
          </div>
        )}
        {data && members.length === 0 && <p className="text-center">{t('landers.empty')}</p>}
        <FictionalNote className="text-center mt-3" />
      </div>
    </div>
  );
}
