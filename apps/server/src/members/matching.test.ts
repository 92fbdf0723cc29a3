import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutuallySought, ORIENTATIONS, type TOrientation } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const idsOf = (cards: Array<{ id: number }>) => cards.map((card) => card.id).sort((a, b) => a - b);
const label = (o: TOrientation) => `${o.sexuality} ${o.gender} seeking ${o.seeking}`;

/**
 * Issue 18 item 4: search, swipe and the match finder offer only members whose orientation fits the
 * viewer's both ways, for every combination a profile can hold (the rule: packages/shared/src/orientation.ts).
 */
describe('orientation on every surface that offers members', () => {
  const members: Array<{ orientation: TOrientation; profileId: number; cookie: string }> = [];

  beforeAll(async () => {
    for (const [index, orientation] of ORIENTATIONS.entries()) {
      const member = await t.createMember({
        name: `Member ${index + 1}`,
        ...orientation,
        dateOfBirth: '1990-05-05',
        country: 'NL',
        region: 'NL-UT',
      });
      members.push({ orientation, profileId: member.profileId, cookie: await t.login(member.email) });
    }
  });

  it.each(ORIENTATIONS.map((orientation, index) => [label(orientation), index] as const))(
    'a %s is offered exactly the members who fit both ways',
    async (_label, index) => {
      const me = members[index]!;
      const expected = idsOf(
        members
          .filter((other) => other !== me && mutuallySought(me.orientation, other.orientation))
          .map((other) => ({ id: other.profileId })),
      );
      const search = await get(me.cookie, '/api/members.php');
      expect(search.statusCode, search.body).toBe(200);
      expect(idsOf(search.json().results), 'search').toEqual(expected);
      expect(idsOf((await get(me.cookie, '/api/swipe.php')).json().cards), 'swipe').toEqual(expected);
      expect(idsOf((await get(me.cookie, '/api/match-finder.php')).json().profiles), 'match finder').toEqual(expected);
    },
  );
});
