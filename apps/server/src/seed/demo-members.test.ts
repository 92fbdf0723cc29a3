import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../db/transaction';
import { refreshPositions } from '../members/profile-position';
import { recomputePremium } from '../payments/premium';
import { createTestApp, type TestApp } from '../test/test-app';
import { galleryOfOnePerson, insertMembers, makeFictionalMember, type MemberSeed } from './demo-members';
import { renderDemoPhotos, type DemoPhoto } from './demo-photos';
import { Random } from './random';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seed = (index: number, wish: Partial<MemberSeed>): MemberSeed => ({
  ...makeFictionalMember(new Random(index), {
    siteId: t.sites.mainSiteId,
    index: 5000 + index,
    country: 'NL',
    photos: [],
    now: t.clock.now(),
    minAge: 18,
  }),
  fictional: false,
  ...wish,
});

describe('demo members in bulk', () => {
  it('gives a paid member the completed order and purchase entry a real premium member has', async () => {
    const members = [
      seed(1, { paidUser: true, credits: 0 }),
      seed(2, { paidUser: true, credits: 1000, country: 'GB', region: 'GB-ENG' }),
      seed(3, { credits: 5 }),
    ];
    const ids = await insertMembers(t.db, members);
    const [small, rich, free] = members.map((member) => ids.get(`${member.siteId}:${member.email}`)!);
    for (const [userId, currency, balance] of [
      [small!, 'EUR', 20],
      [rich!, 'GBP', 1000],
    ] as const) {
      const orders = await t.db
        .selectFrom('orders')
        .select(['id', 'status', 'credits', 'currency'])
        .where('user_id', '=', userId)
        .execute();
      expect(orders).toEqual([{ id: expect.any(Number), status: 'completed', credits: 20, currency }]);
      const ledger = await t.db
        .selectFrom('credit_ledger')
        .select(['delta', 'reason', 'ref_id'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      expect(ledger[0]).toEqual({ delta: 20, reason: 'purchase', ref_id: orders[0]!.id });
      expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(balance);
      // Premium as the payments feature computes it from the orders: still premium.
      expect(await inTransaction(t.db, ({ tx }) => recomputePremium(tx, userId))).toBe(true);
      const user = await t.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow();
      expect(user.credits).toBe(balance);
    }
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', free!).execute()).toEqual([]);
  });

  it('places every seeded member at their city (decision 022)', async () => {
    const members = [
      seed(11, { region: 'NL-NH', city: 'Amsterdam' }),
      seed(12, { region: 'NL-UT', city: 'Amersfoort' }),
    ];
    const ids = await insertMembers(t.db, members);
    const rows = await t.db
      .selectFrom('profiles')
      .select(['city', 'lat', 'lon'])
      .where(
        'user_id',
        'in',
        members.map((member) => ids.get(`${member.siteId}:${member.email}`)!),
      )
      .orderBy('city')
      .execute();
    expect(rows).toEqual([
      { city: 'Amersfoort', lat: expect.closeTo(52.16, 1), lon: expect.closeTo(5.39, 1) },
      { city: 'Amsterdam', lat: 52.37, lon: 4.9 },
    ]);
    // The backfill of migration 0022 places every profile again, with the same answer.
    await refreshPositions(t.db, 'all');
    const again = await t.db
      .selectFrom('profiles')
      .select(['city', 'lat', 'lon'])
      .where(
        'user_id',
        'in',
        members.map((member) => ids.get(`${member.siteId}:${member.email}`)!),
      )
      .orderBy('city')
      .execute();
    expect(again).toEqual(rows);
  });
});

const portrait = (personId: number, gender: DemoPhoto['gender'], hairColor: DemoPhoto['hairColor']): DemoPhoto => ({
  gender,
  personId,
  hairColor,
  filename: `p${personId}.jpg`,
  public_filename: `p${personId}-public.jpg`,
  public_card_filename: `p${personId}-card.webp`,
  thumb_filename: `p${personId}.webp`,
  blur_filename: `p${personId}-blur.jpg`,
  width: 600,
  height: 800,
});

describe('demo members and their portraits', () => {
  const pool = [1, 2, 3, 4].flatMap((personId) =>
    Array.from({ length: 3 }, () =>
      portrait(personId, personId % 2 ? 'female' : 'male', (['red', 'black', 'blond', 'bald'] as const)[personId - 1]!),
    ),
  );

  it('never gives one member pictures of two different people, and their hair is the picture’s', () => {
    for (let index = 0; index < 200; index++) {
      const member = makeFictionalMember(new Random(index), {
        siteId: 1,
        index,
        country: 'NL',
        photos: pool,
        now: new Date('2026-11-20T12:00:00Z'),
        minAge: 18,
      });
      expect(member.photos.length).toBeGreaterThan(0);
      expect(new Set(member.photos.map((photo) => photo.personId)).size).toBe(1);
      expect(member.photos.every((photo) => photo.gender === member.gender)).toBe(true);
      expect(member.hairColor).toBe(member.photos[0]!.hairColor);
    }
    expect(galleryOfOnePerson(new Random(1), pool.slice(0, 3), 'male')).toEqual([]);
  });

  it('draws each person several times, with the hair colour the drawing shows', async () => {
    const photos = await renderDemoPhotos(t.app.deps.media, 5);
    const female = photos.filter((photo) => photo.gender === 'female');
    expect(female.map((photo) => photo.personId)).toEqual([0, 0, 0, 0, 4]);
    expect(new Set(photos.map((photo) => photo.personId)).size).toBe(4);
    expect(new Set(female.slice(0, 4).map((photo) => photo.hairColor)).size).toBe(1);
  });
});
