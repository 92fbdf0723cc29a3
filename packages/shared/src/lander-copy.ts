/*
 * The landers' copy and layout rules shared by every lander, and by the server, which draws some landers' first
 * screen (`landers/lander-first-paint.ts`). Apart from `landers.ts` on purpose: the web app's entry imports that
 * one, and what it holds is fetched on every first visit; this one travels with the landers' common parts.
 */

/**
 * Whom a site's niche (1–7: plain, she, bdsm, bbw, gilf, milf, gay) puts forward, as the copy names
 * them: "mature women" for gilf and milf, "men" for gay. The server picks the members to match.
 */
export const LANDER_AUDIENCES = ['women', 'openMinded', 'curvy', 'mature', 'men'] as const;
export type TLanderAudience = (typeof LANDER_AUDIENCES)[number];

export function nicheAudience(niche: number): TLanderAudience {
  switch (niche) {
    case 3:
      return 'openMinded';
    case 4:
      return 'curvy';
    case 5:
    case 6:
      return 'mature';
    case 7:
      return 'men';
    default:
      return 'women';
  }
}

export type TCollageTile = 'big' | 'tall' | 'wide' | 'small';
const COLLAGE_PATTERN: readonly TCollageTile[] = [
  'big',
  'small',
  'tall',
  'small',
  'wide',
  'small',
  'small',
  'tall',
  'big',
  'small',
  'wide',
  'small',
];

/** The size of the collage's tile at `index`: a repeating rhythm of large, tall, wide and small photos. */
export function collageTile(index: number): TCollageTile {
  return COLLAGE_PATTERN[index % COLLAGE_PATTERN.length]!;
}

/** Interests a lander never shows: the pages stay tasteful for paid traffic and any visitor. */
const EXPLICIT_INTERESTS = new Set([
  'anal_sex',
  'bondage',
  'exchanging_pictures',
  'lingerie',
  'masturbating',
  'one_night_stand',
  'oral_sex',
  'public_sex',
  'sadomasochism',
  'safe_sex',
  'sex',
  'sex_toys',
  'threesome',
]);

export function tastefulInterests<T extends string>(keys: readonly T[]): T[] {
  return keys.filter((key) => !EXPLICIT_INTERESTS.has(key));
}
