import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcCalendarDate } from '@app/shared';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = (userId: number) =>
  t.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.status',
      'users.credits',
      'users.paid_user',
      'users.fictional',
      'users.password_hash',
      'users.invisible',
      'users.deleted_at',
      'users.banned_at',
      'profiles.searchable',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
const ledgerOf = (userId: number) =>
  t.db
    .selectFrom('credit_ledger')
    .select(['delta', 'reason', 'ref_type', 'ref_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const auditsOf = (action: string, targetId: number) =>
  t.db
    .selectFrom('audit_log')
    .select('staff_id')
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();

describe('the member factory (decision 019)', () => {
  it('makes a premium member by a paid order, with the purchase entry behind the balance', async () => {
    const member = await t.createMember({ premium: true });
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'status', 'credits'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(orders).toEqual([{ id: expect.any(Number), status: 'completed', credits: 20 }]);
    expect(await ledgerOf(member.userId)).toEqual([
      { delta: 20, reason: 'purchase', ref_type: 'order', ref_id: orders[0]!.id },
    ]);
    expect(await userRow(member.userId)).toMatchObject({ paid_user: true, credits: 20 });
  });

  it('gives credits by a staff grant in the ledger, and none without', async () => {
    const funded = await t.createMember({ credits: 7 });
    expect(await ledgerOf(funded.userId)).toEqual([{ delta: 7, reason: 'grant', ref_type: null, ref_id: null }]);
    expect(await userRow(funded.userId)).toMatchObject({ credits: 7, paid_user: false });
    const plain = await t.createMember();
    expect(await ledgerOf(plain.userId)).toEqual([]);
  });

  it('confirms through the activation link; an unconfirmed member stays as signup leaves them', async () => {
    const confirmed = await t.createMember();
    expect(await userRow(confirmed.userId)).toMatchObject({ status: 'confirmed', searchable: true });
    const link = await t.db
      .selectFrom('account_tokens')
      .select('used_at')
      .where('user_id', '=', confirmed.userId)
      .where('purpose', '=', 'activation')
      .executeTakeFirstOrThrow();
    expect(link.used_at).not.toBeNull();
    const waiting = await t.createMember({ status: 'not_confirmed' });
    expect(await userRow(waiting.userId)).toMatchObject({ status: 'not_confirmed', searchable: false });
    // Neither left a mail in the test's mailbox.
    expect(await t.deliverMails()).toEqual([]);
  });

  it('uploads photos, approved by a moderator where the site reviews them, or left pending', async () => {
    const member = await t.createMember({ siteId: t.sites.secondSiteId, photos: ['approved', 'pending'] });
    const photos = await t.db
      .selectFrom('photos')
      .select(['id', 'status', 'reviewed_by'])
      .where('user_id', '=', member.userId)
      .orderBy('id')
      .execute();
    expect(photos.map((photo) => photo.id)).toEqual(member.photoIds);
    expect(photos.map((photo) => photo.status)).toEqual(['active', 'pending']);
    expect(await auditsOf('photo.approve', photos[0]!.id)).toEqual([{ staff_id: photos[0]!.reviewed_by }]);
    // Where photos are not reviewed, an upload is never pending.
    await expect(t.createMember({ photos: ['pending'] })).rejects.toThrow(/never pending/);
  });

  it('makes fictional profiles in the console, with staff’s photos', async () => {
    const lena = await t.createMember({ name: 'Lena', fictional: true, photos: 2 });
    expect(await userRow(lena.userId)).toMatchObject({ fictional: true, password_hash: null, searchable: true });
    expect(await auditsOf('fictional.create', lena.userId)).toHaveLength(1);
    expect(await auditsOf('fictional.photo_add', lena.userId)).toHaveLength(2);
  });

  it('hides, deletes and bans through the settings and the console', async () => {
    const invisible = await t.createMember({ invisible: true });
    expect(await userRow(invisible.userId)).toMatchObject({ invisible: true, searchable: false });
    const deleted = await t.createMember({ deleted: true });
    expect((await userRow(deleted.userId)).deleted_at).not.toBeNull();
    const banned = await t.createMember({ banned: true });
    expect((await userRow(banned.userId)).banned_at).not.toBeNull();
    expect(await auditsOf('member.ban', banned.userId)).toHaveLength(1);
  });

  it('refuses a member the signup form would refuse', async () => {
    // Flirtpunt takes members from 21: a 19-year-old cannot sign up there.
    const today = utcCalendarDate(t.clock.now());
    const nineteen = `${Number(today.slice(0, 4)) - 19}${today.slice(4)}`;
    await expect(t.createMember({ siteId: t.sites.secondSiteId, dateOfBirth: nineteen })).rejects.toMatchObject({
      code: 'too_young',
    });
  });
});
