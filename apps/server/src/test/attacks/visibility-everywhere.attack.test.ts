import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_QUIET_MINUTES } from '@app/shared';
import { mailNewLikes, mailUnreadMessages } from '../../notifications/notification-mails';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';
import { memberRequests } from './victim-world';

/**
 * Issue 17: "who may see whom" is asked of members/visibility.ts on every surface. A member who blocked the
 * viewer, deleted the account, was banned, or never confirmed the e-mail address shows nowhere: not in
 * search, on the profile page, on the likes page, in the swipe deck or the match finder, and no mail or push
 * announces what they did – also when the block, ban or deletion came after the like or message was queued.
 */

let t: TestApp;
let as: ReturnType<typeof memberRequests>['as'];
beforeAll(async () => {
  t = await createTestApp();
  as = memberRequests(t).as;
});
afterAll(() => t.close());

const man = { gender: 'male', seeking: 'female' };

async function deleteAccount(member: TPublicMember) {
  const deleted = await as(member.cookie).delete('/api/user.php', { password: member.password });
  expect(deleted.statusCode, deleted.body).toBe(200);
}

async function ban(member: TPublicMember) {
  const moderator = await t.staffLogin('moderator');
  const banned = await t.app.inject({
    method: 'POST',
    url: '/api/admin/ban.php',
    headers: { cookie: moderator.cookie },
    payload: { user: member.userId, reason: 'fake profile' },
  });
  expect(banned.statusCode, banned.body).toBe(200);
}

async function like(liker: TPublicMember, liked: TPublicMember) {
  const answer = await as(liker.cookie).post('/api/like.php', { id: liked.profileId });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function block(blocker: TPublicMember, blocked: TPublicMember) {
  const answer = await as(blocker.cookie).post('/api/block.php', { id: blocked.profileId });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('a hidden member appears on no surface', () => {
  let victor: TPublicMember;
  let vera: TPublicMember;
  const hidden = {} as Record<'blocker' | 'deleted' | 'banned' | 'unconfirmed', TPublicMember>;

  beforeAll(async () => {
    victor = await signUpAndConfirm(t, { name: 'Victor', ...man });
    vera = await signUpAndConfirm(t, { name: 'Vera' });
    hidden.blocker = await signUpAndConfirm(t, { name: 'Bella' });
    hidden.deleted = await signUpAndConfirm(t, { name: 'Dora' });
    hidden.banned = await signUpAndConfirm(t, { name: 'Berta' });
    hidden.unconfirmed = await signUpAndConfirm(t, { name: 'Una' }, { confirm: false });
    // Each made the first move while it could; then they became hidden for Victor.
    for (const member of [vera, hidden.deleted, hidden.banned, hidden.unconfirmed]) await like(member, victor);
    await block(hidden.blocker, victor);
    await deleteAccount(hidden.deleted);
    await ban(hidden.banned);
  });

  const hiddenIds = () => Object.values(hidden).map((member) => member.profileId);
  const expectOnlyVera = (ids: number[]) => {
    expect(ids).toContain(vera.profileId);
    for (const id of hiddenIds()) expect(ids).not.toContain(id);
  };

  it('search', async () => {
    const found = await as(victor.cookie).get('/api/members.php?gender=female');
    expect(found.statusCode).toBe(200);
    const { results, similar } = found.json() as { results: { id: number }[]; similar: { id: number }[] };
    expectOnlyVera([...results, ...similar].map((card) => card.id));
  });

  it('the profile page', async () => {
    expect((await as(victor.cookie).get(`/api/member.php?id=${vera.profileId}`)).statusCode).toBe(200);
    for (const [why, member] of Object.entries(hidden)) {
      const page = await as(victor.cookie).get(`/api/member.php?id=${member.profileId}`);
      expect(page.statusCode, why).toBe(404);
    }
  });

  it('the likes page', async () => {
    const likes = (await as(victor.cookie).get('/api/likes.php')).json() as {
      profiles: { id: number }[];
      liked_by: { id: number }[];
    };
    expectOnlyVera(likes.profiles.map((card) => card.id));
    expectOnlyVera(likes.liked_by.map((entry) => entry.id));
  });

  it('the swipe deck', async () => {
    const deck = (await as(victor.cookie).get('/api/swipe.php')).json() as { cards: { id: number }[] };
    expectOnlyVera(deck.cards.map((card) => card.id));
  });

  it('the match finder', async () => {
    const found = (await as(victor.cookie).get('/api/match-finder.php')).json() as { profiles: { id: number }[] };
    expectOnlyVera(found.profiles.map((card) => card.id));
  });

  it('nor can Victor like them', async () => {
    for (const [why, member] of Object.entries(hidden)) {
      const answer = await as(victor.cookie).post('/api/like.php', { id: member.profileId });
      expect(answer.statusCode, why).toBe(404);
    }
  });
});

describe('no mail or push announces a member the recipient may not be shown', () => {
  const SUBSCRIPTION = {
    endpoint: 'https://push.example.test/send/nora',
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  let nora: TPublicMember;
  let ben: TPublicMember;
  const others = {} as Record<'unconfirmed' | 'blockedLater' | 'deletedLater' | 'bannedLater', TPublicMember>;
  const noraPushes = () => t.pushes.filter((push) => push.endpoint === SUBSCRIPTION.endpoint);
  const pushesAbout = (member: TPublicMember) =>
    noraPushes().filter((push) => String(push.payload.url).endsWith(`/${member.profileId}`));

  beforeAll(async () => {
    // Everyone first: making a member delivers the queued mails, and with them the queued pushes.
    nora = await signUpAndConfirm(t, { name: 'Nora' });
    ben = await signUpAndConfirm(t, { name: 'Benno', ...man });
    others.unconfirmed = await signUpAndConfirm(t, { name: 'Ulf', ...man }, { confirm: false });
    others.blockedLater = await signUpAndConfirm(t, { name: 'Karl', ...man });
    others.deletedLater = await signUpAndConfirm(t, { name: 'Dirk', ...man });
    others.bannedLater = await signUpAndConfirm(t, { name: 'Bram', ...man });
    await t.deliverMails();
    const subscribed = await as(nora.cookie).post('/api/user.php?push=1', { subscription: SUBSCRIPTION });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
  });

  it('a like: only from a member Nora may be shown when it is delivered', async () => {
    for (const liker of [ben, ...Object.values(others)]) await like(liker, nora);
    // Between the like and its delivery:
    await block(nora, others.blockedLater);
    await deleteAccount(others.deletedLater);
    await ban(others.bannedLater);
    await t.runJobs();
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    await mailNewLikes(t.app.deps);
    const subjects = (await t.deliverMails()).filter((mail) => mail.to === nora.email).map((mail) => mail.subject);
    expect(subjects).toEqual(['Benno likes you']);
    expect(pushesAbout(ben)).toHaveLength(1);
    for (const [why, member] of Object.entries(others)) expect(pushesAbout(member), why).toEqual([]);
  });

  it('a message: the push and the mail stop when Nora blocks the writer before they leave', async () => {
    const writer = await signUpAndConfirm(t, { name: 'Mats', ...man });
    const before = noraPushes().length;
    const sent = await as(writer.cookie).post('/api/messages.php', { to: nora.profileId, body: 'Hi Nora' });
    expect(sent.statusCode, sent.body).toBe(201);
    await block(nora, writer);
    await t.runJobs();
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    await mailUnreadMessages(t.app.deps);
    expect((await t.deliverMails()).filter((mail) => mail.to === nora.email)).toEqual([]);
    expect(noraPushes().slice(before)).toEqual([]);

    // The same message from a member she may see does reach her (the test would pass vacuously otherwise).
    const fromBen = await as(ben.cookie).post('/api/messages.php', { to: nora.profileId, body: 'Hi Nora' });
    expect(fromBen.statusCode, fromBen.body).toBe(201);
    await t.runJobs();
    expect(noraPushes().slice(before)).toHaveLength(1);
  });

  it('a message from an unconfirmed member is announced: Nora must learn of it to answer', async () => {
    const newcomer = await signUpAndConfirm(t, { name: 'Nils', ...man }, { confirm: false });
    const before = noraPushes().length;
    const sent = await as(newcomer.cookie).post('/api/messages.php', { to: nora.profileId, body: 'Hello Nora' });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.runJobs();
    expect(noraPushes().slice(before)).toHaveLength(1);
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    await mailUnreadMessages(t.app.deps);
    const toNora = (await t.deliverMails()).filter((mail) => mail.to === nora.email);
    expect(toNora.filter((mail) => mail.subject.includes('Nils'))).toHaveLength(1);
    // The profile the mail and the conversation lead to opens for her.
    const profile = await as(nora.cookie).get(`/api/member.php?id=${newcomer.profileId}`);
    expect(profile.statusCode, profile.body).toBe(200);
  });
});
