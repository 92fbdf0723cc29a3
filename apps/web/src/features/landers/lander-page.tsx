import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { LANDER_NAMES } from '../../routes';
import { NotFoundPage } from '../pages/not-found-page';
import { AloneTonightLander } from './alone-tonight-lander';
import { CollageLander } from './collage-lander';
import { GalleryLander } from './gallery-lander';
import { IconsLander } from './icons-lander';
import { MoreLanders } from './lander-parts';
import { MapLander } from './map-lander';
import { SocialLander } from './social-lander';
import { useSlugLanguage } from './use-slug-language';
import { VideoLander } from './video-lander';

type TName = (typeof LANDER_NAMES)[number];

const LANDERS: Record<TName, ComponentType> = {
  alonetonight: AloneTonightLander,
  collagelanding: CollageLander,
  gallery: GalleryLander,
  iconslanding: IconsLander,
  maplanding: MapLander,
  socialnetwork: SocialLander,
  transitionsvideolanding: () => <VideoLander style="transitions" />,
  video: () => <VideoLander style="kenburns" />,
};

const isLanderName = (name: string | undefined): name is TName =>
  (LANDER_NAMES as readonly string[]).includes(name ?? '');

/** `/landers/{name}/{slug?}`: the spec's landers (any other name is a 404); the slug may set the language. */
export function LanderPage() {
  const { name, slug } = useParams();
  useSlugLanguage(slug);
  if (!isLanderName(name)) return <NotFoundPage />;
  const Lander = LANDERS[name];
  return (
    <>
      <Lander />
      <MoreLanders current={name} />
    </>
  );
}
