import { landerSlug, type TLanguage } from '@app/shared';
import { pathTo, type LANDER_NAMES } from '../../routes';

export type TLanderName = (typeof LANDER_NAMES)[number] | 'tinderswipe';
export type TMemberLanderVariant = 'landing' | 'landing2' | 'landing3';

/**
 * A lander's address in the site's niche and the visitor's language (spec point 9), e.g.
 * `/landers/gallery/milf-nl`; the swipe lander has no slug.
 */
export function landerPath(name: TLanderName, niche: number, language: TLanguage): string {
  if (name === 'tinderswipe') return pathTo('landers-tinderswipe');
  return pathTo('landers-name-slug', { name, slug: landerSlug(niche, language) });
}

/** A member lander's address; the first design has no slug in its route. */
export function memberLanderPath(
  id: number,
  variant: TMemberLanderVariant,
  niche: number,
  language: TLanguage,
): string {
  if (variant === 'landing') return pathTo('members-id-landing', { id });
  return pathTo(`members-id-${variant}`, { id, slug: landerSlug(niche, language) });
}
