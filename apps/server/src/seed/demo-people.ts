import type { HAIR_COLORS } from '@app/shared';
import type { Random } from './random';

type THairColor = (typeof HAIR_COLORS)[number];

/** The hair of the portraits, each with the profile's hair colour it shows, so a profile says what its photos show. */
export const DEMO_HAIR: ReadonlyArray<{ hex: string; color: THairColor }> = [
  { hex: '#2b1d14', color: 'black' },
  { hex: '#4a3020', color: 'brown' },
  { hex: '#7b4a26', color: 'brown' },
  { hex: '#b5763c', color: 'brown' },
  { hex: '#d8b46a', color: 'blond' },
  { hex: '#8d8d8d', color: 'grey' },
  { hex: '#a0322a', color: 'red' },
];
const SKIN = ['#f6d7c3', '#eec1a0', '#d9a47f', '#c68a62', '#a56a43', '#7a4a2c'];

/** Photos drawn of each person: a gallery is one person, up to four times (a free member sees three, spec point 6). */
export const PHOTOS_PER_PERSON = 4;

/**
 * The face of one demo person, the same in each of their photos: skin, hair (or none), its style,
 * beard and glasses. Only the background, clothes and expression change from photo to photo.
 */
export interface DemoPerson {
  id: number;
  gender: 'male' | 'female';
  skin: string;
  /** The hair's colour in the drawing; null for a bald man. */
  hairHex: string | null;
  hairColor: THairColor;
  hairStyle: number;
  beard: boolean;
  glasses: boolean;
}

export function makeDemoPerson(random: Random, id: number, gender: 'male' | 'female'): DemoPerson {
  const skin = random.pick(SKIN);
  const hair = random.pick(DEMO_HAIR);
  const bald = gender === 'male' && random.chance(0.12);
  return {
    id,
    gender,
    skin,
    hairHex: bald ? null : hair.hex,
    hairColor: bald ? 'bald' : hair.color,
    hairStyle: random.int(0, 2),
    beard: gender === 'male' && random.chance(0.35),
    glasses: random.chance(0.2),
  };
}
