import { GENDERS, SEXUALITIES, type TGender, type TSexuality } from './profile-options';

/** What decides whom a member is offered: who they are, whom they seek and their sexuality. */
export interface TOrientation {
  gender: TGender;
  seeking: TGender;
  sexuality: TSexuality;
}

const otherGender = (gender: TGender): TGender => (gender === 'male' ? 'female' : 'male');

/**
 * The genders a member is interested in. Bi: both. Otherwise the gender they seek, when their sexuality
 * agrees with it (hetero: the other gender; gay or lesbian: their own). A profile whose sexuality
 * contradicts what it seeks (hetero seeking their own gender) seeks nobody: we would rather offer nothing
 * than offer a straight woman to a gay man.
 */
export function soughtGenders(member: TOrientation): readonly TGender[] {
  if (member.sexuality === 'bi') return GENDERS;
  const fitting = member.sexuality === 'hetero' ? otherGender(member.gender) : member.gender;
  return member.seeking === fitting ? [fitting] : [];
}

/**
 * Whether `other` may be offered to `viewer` (search, suggestions, swipe, match finder): each is of a
 * gender the other is interested in. Symmetric by construction.
 */
export function mutuallySought(viewer: TOrientation, other: TOrientation): boolean {
  return soughtGenders(viewer).includes(other.gender) && soughtGenders(other).includes(viewer.gender);
}

/** Every combination a profile can hold, for the SQL that lists the ones a viewer may be offered. */
export const ORIENTATIONS: readonly TOrientation[] = GENDERS.flatMap((gender) =>
  GENDERS.flatMap((seeking) => SEXUALITIES.map((sexuality) => ({ gender, seeking, sexuality }))),
);

/** The sexuality that gender and seeking suggest on the signup form; bi stays bi once chosen. */
export function suggestedSexuality(gender: TGender, seeking: TGender, current: TSexuality): TSexuality {
  if (current === 'bi') return 'bi';
  if (gender !== seeking) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}
