import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PHOTO_HEIGHT, CARD_PHOTO_WIDTH, type TMemberCard } from '@app/shared';
import { multipartBody, pngPicture } from '../admin/sites/admin-test-kit';
import { eraseAccount } from '../accounts/deletion.service';
import { insertMembers, makeFictionalMember } from '../seed/demo-members';
import { renderDemoPhotos } from '../seed/demo-photos';
import { Random } from '../seed/random';
import { createTestApp, type TestApp } from '../test/test-app';
import { mainPhotoCardsJob, makeMissingCardCopies } from './main-photo-cards-job';

/** The card-size copy of each main photo (decision 043): made, shown, removed, and caught up for older photos. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberWithSession() {
  const member = await t.createMember();
  const cookie = await t.login(member.email);
  const upload = async (bytes: Buffer) => {
    const body = multipartBody({}, { field: 'photo', name: 'p.png', bytes });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().photo.id as number;
  };
  return { ...member, cookie, upload };
}

/** The photo's copies once the work after its commit (the card copy) is done. */
async function copiesOf(photoId: number) {
  await t.settle();
  return t.db
    .selectFrom('photos')
    .select(['public_filename', 'public_card_filename'])
    .where('id', '=', photoId)
    .executeTakeFirstOrThrow();
}

const featuredCard = async (profileId: number): Promise<TMemberCard | undefined> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/featured-members.php',
    headers: { host: 'localhost' },
  });
  return (response.json().profiles as TMemberCard[]).find((card) => card.id === profileId);
};

describe('the card-size copy of a main photo', () => {
  it('is a WebP covering 480 × 640 in the photo’s own proportions, public, and what the cards name', async () => {
    const member = await memberWithSession();
    const portrait = await member.upload(await pngPicture(1200, 1600));
    const copies = await copiesOf(portrait);
    expect(copies.public_card_filename).toMatch(/^u\/.+\.webp$/);
    const card = await t.app.deps.media.read(copies.public_card_filename!);
    expect(await sharp(card!).metadata()).toMatchObject({
      format: 'webp',
      width: CARD_PHOTO_WIDTH,
      height: CARD_PHOTO_HEIGHT,
    });
    const served = await t.app.inject({ method: 'GET', url: `/media/${copies.public_card_filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await featuredCard(member.profileId))?.main_image).toEqual({
      filename: copies.public_filename,
      card_filename: copies.public_card_filename,
      thumb_filename: expect.any(String),
    });

    // A landscape photo keeps its proportions and still covers a card's height; a small one is never enlarged.
    const other = await memberWithSession();
    const landscape = await copiesOf(await other.upload(await pngPicture(1600, 1200)));
    expect(await sharp((await t.app.deps.media.read(landscape.public_card_filename!))!).metadata()).toMatchObject({
      width: 853,
      height: CARD_PHOTO_HEIGHT,
    });
    const third = await memberWithSession();
    const small = await copiesOf(await third.upload(await pngPicture(300, 400)));
    expect(await sharp((await t.app.deps.media.read(small.public_card_filename!))!).metadata()).toMatchObject({
      width: 300,
      height: 400,
    });
  });

  it('goes with the main photo: another photo chosen, the photo deleted, the account erased', async () => {
    const member = await memberWithSession();
    const first = await member.upload(await pngPicture(600, 800));
    const second = await member.upload(await pngPicture(600, 800));
    const before = await copiesOf(first);
    const choose = await t.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { cookie: member.cookie },
      payload: { id: second, main: true },
    });
    expect(choose.statusCode, choose.body).toBe(200);
    await t.settle();
    expect(await copiesOf(first)).toEqual({ public_filename: null, public_card_filename: null });
    expect(await t.app.deps.media.read(before.public_card_filename!)).toBeNull();
    // The full-size public copy of a photo that is no longer main is gone too: its old address shows nothing.
    expect(await t.app.deps.media.read(before.public_filename!)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/media/${before.public_filename}` })).statusCode).toBe(404);
    const main = await copiesOf(second);
    expect(main.public_card_filename).toMatch(/\.webp$/);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { cookie: member.cookie },
      payload: { id: second },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.settle();
    expect(await t.app.deps.media.read(main.public_card_filename!)).toBeNull();
    // The first photo is main again, with new copies.
    const again = await copiesOf(first);
    expect(again.public_card_filename).toMatch(/\.webp$/);

    await eraseAccount(t.app.deps, member.userId);
    await t.settle();
    expect(await t.app.deps.media.read(again.public_card_filename!)).toBeNull();
    expect(await t.app.deps.media.read(again.public_filename!)).toBeNull();
  });

  it('is made by the scheduled job for main photos published before there were card copies', async () => {
    // A member's main photo from before this version: a public copy and no card copy.
    const member = await memberWithSession();
    const photo = await member.upload(await pngPicture(900, 1200));
    const published = await copiesOf(photo);
    await t.db.updateTable('photos').set({ public_card_filename: null }).where('id', '=', photo).execute();
    await t.app.deps.media.remove([published.public_card_filename!]);
    // Members seeded in bulk share one demo portrait and so its public copy.
    const [portrait] = await renderDemoPhotos(t.app.deps.media, 1);
    const seeded = [1, 2].map((index) => ({
      ...makeFictionalMember(new Random(index), {
        siteId: t.sites.mainSiteId,
        index: 7100 + index,
        country: 'NL',
        photos: [],
        now: t.clock.now(),
        minAge: 18,
      }),
      photos: [portrait!],
    }));
    await insertMembers(t.db, seeded);
    await t.db
      .updateTable('photos')
      .set({ public_card_filename: null })
      .where('public_filename', '=', portrait!.public_filename)
      .execute();
    // And one whose public copy was lost: passed over, the others still made.
    const lost = await memberWithSession();
    const lostPhoto = await lost.upload(await pngPicture(600, 800));
    const lostCopies = await copiesOf(lostPhoto);
    await t.db.updateTable('photos').set({ public_card_filename: null }).where('id', '=', lostPhoto).execute();
    await t.app.deps.media.remove([lostCopies.public_filename!, lostCopies.public_card_filename!]);

    expect(await mainPhotoCardsJob.run(t.app.deps)).toBe('card copies made: 2');
    const made = await copiesOf(photo);
    expect(made.public_filename).toBe(published.public_filename);
    expect(made.public_card_filename).toMatch(/^u\/.+\.webp$/);
    expect(await sharp((await t.app.deps.media.read(made.public_card_filename!))!).metadata()).toMatchObject({
      width: CARD_PHOTO_WIDTH,
      height: CARD_PHOTO_HEIGHT,
    });
    const shared = await t.db
      .selectFrom('photos')
      .select('public_card_filename')
      .distinct()
      .where('public_filename', '=', portrait!.public_filename)
      .execute();
    expect(shared).toEqual([{ public_card_filename: expect.stringMatching(/^demo\/.+\.webp$/) }]);
    expect((await copiesOf(lostPhoto)).public_card_filename).toBeNull();
    // Caught up: the next runs find nothing to make but the lost one, and do not stop at it.
    expect(await makeMissingCardCopies(t.app.deps)).toBe(0);
    expect(await mainPhotoCardsJob.run(t.app.deps)).toBe('every main photo has its card copy');
  });
});
