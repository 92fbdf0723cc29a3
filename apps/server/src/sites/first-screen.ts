import type { FastifyRequest } from 'fastify';
import {
  AUTH_COOKIE_NAME,
  cardPhotoFile,
  LANDER_FIRST_PHOTO,
  LANDER_MEMBER_COUNT,
  type TBootDocument,
  type TLanguage,
  type TMemberCard,
  type TSettings,
} from '@app/shared';
import { landerAnswer } from '../landers/lander-answer';
import { landerFirstPaint } from '../landers/lander-first-paint';
import { getFeaturedMembers } from '../members/members.service';

type TFirstScreen = Pick<TBootDocument, 'featuredMembers' | 'lander'>;

export interface TFirstScreenParts {
  data: TFirstScreen;
  /** Pictures to fetch with the page. */
  images: string[];
  /** The screen drawn into the page (inside `#root`), for landers that have one (`lander-first-paint.ts`). */
  paint: string | null;
}

export const NO_FIRST_SCREEN: TFirstScreenParts = { data: {}, images: [], paint: null };

/** A lander's address (`/landers/<name>/<slug>`, the swipe lander); member landers show one member instead. */
const LANDER_PATH = /^\/landers\/([^/]+)(\/[^/]+)?\/?$/;
/**
 * The map lander asks for its members with the country's map and draws them as small pins: the answer below
 * would go unused, and a preloaded main photo would be fetched for nothing.
 */
const MAP_LANDER_PATH = /^\/landers\/maplanding(\/|$)/;

/**
 * What a visitor's first screen asks for first, brought along in the page document, and the pictures to fetch
 * before any script runs (its largest content): the landing page's first two members, a lander's first one;
 * for a signed-out visitor of a lander that has one, the first screen itself, drawn. A member's `/` is their
 * home, which reads other calls: nothing is brought then.
 */
export async function firstScreen(
  req: FastifyRequest,
  pathname: string,
  /** The page's settings, and its language (a lander's is its address's). */
  view: { settings: TSettings; language: TLanguage },
): Promise<TFirstScreenParts> {
  const { deps } = req.server;
  const signedOut = !req.cookies[AUTH_COOKIE_NAME];
  if (pathname === '/' && signedOut) {
    const profiles = await getFeaturedMembers(deps, req.site);
    return { data: { featuredMembers: { profiles } }, images: photoFiles(profiles.slice(0, 2), 'card'), paint: null };
  }
  const landerName = LANDER_PATH.exec(pathname)?.[1];
  if (landerName && !MAP_LANDER_PATH.test(pathname)) {
    const lander = await landerAnswer(deps, req.site, req.ip, { count: LANDER_MEMBER_COUNT, map: false });
    // Own keys only: the address is the visitor's ("/landers/constructor" names no lander).
    const first = Object.hasOwn(LANDER_FIRST_PHOTO, landerName) ? LANDER_FIRST_PHOTO[landerName] : undefined;
    return {
      data: { lander },
      images: first ? photoFiles(lander.profiles.slice(0, 1), first) : [],
      paint: signedOut ? landerFirstPaint(landerName, { lander, ...view }) : null,
    };
  }
  return NO_FIRST_SCREEN;
}

/** The files the screen draws for these members: card-size copies in a grid, full photos when large. */
function photoFiles(members: TMemberCard[], kind: 'card' | 'full'): string[] {
  return members.flatMap(({ main_image: image }) =>
    image ? [kind === 'card' ? cardPhotoFile(image) : image.filename] : [],
  );
}
