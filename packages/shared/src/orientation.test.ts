import { describe, expect, it } from 'vitest';
import { mutuallySought, ORIENTATIONS, soughtGenders, type TOrientation } from './orientation';
import type { TGender } from './profile-options';

const M = 'male';
const F = 'female';

/** Every profile a member can have, written out by hand: gender, seeking, sexuality, and whom they are interested in. */
const EXPECTED: ReadonlyArray<[TGender, TGender, TOrientation['sexuality'], TGender[]]> = [
  [M, M, 'hetero', []], // contradictory: seeks nobody
  [M, M, 'gay', [M]],
  [M, M, 'lesbian', [M]], // "lesbian" man seeking men: same gender, like gay
  [M, M, 'bi', [M, F]],
  [M, F, 'hetero', [F]],
  [M, F, 'gay', []],
  [M, F, 'lesbian', []],
  [M, F, 'bi', [M, F]],
  [F, M, 'hetero', [M]],
  [F, M, 'gay', []],
  [F, M, 'lesbian', []],
  [F, M, 'bi', [M, F]],
  [F, F, 'hetero', []],
  [F, F, 'gay', [F]],
  [F, F, 'lesbian', [F]],
  [F, F, 'bi', [M, F]],
];

const label = (o: TOrientation) => `${o.sexuality} ${o.gender} seeking ${o.seeking}`;

describe('orientation', () => {
  it('covers every combination a profile can hold', () => {
    expect(ORIENTATIONS).toHaveLength(EXPECTED.length);
  });

  it.each(EXPECTED)('a %s seeking %s (%s) is interested in %j', (gender, seeking, sexuality, genders) => {
    expect([...soughtGenders({ gender, seeking, sexuality })].sort()).toEqual([...genders].sort());
  });

  // Every pair both ways: offered exactly when each is of a gender the other is interested in.
  const pairs = ORIENTATIONS.flatMap((viewer) => ORIENTATIONS.map((other) => [viewer, other] as const));
  const wants = (o: TOrientation, gender: TGender) =>
    EXPECTED.find(([g, s, x]) => g === o.gender && s === o.seeking && x === o.sexuality)![3].includes(gender);
  it.each(pairs.map(([viewer, other]) => [label(viewer), label(other), viewer, other] as const))(
    '%s is offered %s only when both ways fit',
    (_v, _o, viewer, other) => {
      expect(mutuallySought(viewer, other)).toBe(wants(viewer, other.gender) && wants(other, viewer.gender));
      expect(mutuallySought(viewer, other)).toBe(mutuallySought(other, viewer));
    },
  );

  it('reads like the examples', () => {
    const straightWoman = { gender: F, seeking: M, sexuality: 'hetero' } as const;
    const straightMan = { gender: M, seeking: F, sexuality: 'hetero' } as const;
    const gayMan = { gender: M, seeking: M, sexuality: 'gay' } as const;
    const biMan = { gender: M, seeking: F, sexuality: 'bi' } as const;
    const lesbian = { gender: F, seeking: F, sexuality: 'lesbian' } as const;
    expect(mutuallySought(straightWoman, gayMan)).toBe(false);
    expect(mutuallySought(straightWoman, straightMan)).toBe(true);
    expect(mutuallySought(gayMan, gayMan)).toBe(true);
    expect(mutuallySought(gayMan, biMan)).toBe(true);
    expect(mutuallySought(straightWoman, biMan)).toBe(true);
    expect(mutuallySought(lesbian, straightWoman)).toBe(false);
  });
});
