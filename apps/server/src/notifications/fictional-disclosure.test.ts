import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_QUIET_MINUTES } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { mailNewLikes, mailUnreadMessages } from './notification-mails';

let t: TestApp;
let icon: string;
let warning: RegExp;
beforeAll(async () => {
  t = await createTestApp();
  const site = await t.db
    .selectFrom('sites')
    .select(['fictional_icon', 'fictional_warning_singular'])
    .where('id', '=', t.sites.mainSiteId)
    .executeTakeFirstOrThrow();
  icon = site.fictional_icon;
  const text =
    site.fictional_warning_singular.en || 'This profile is fictional and run by our staff for entertainment.';
  warning = new RegExp(`${icon} ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
});
afterAll(() => t.close());

/** A member who wrote to a fictional profile, which an operator answered while the member was away. */
async function answeredByFictional() {
  const lena = await t.createMember({ name: 'Lena', fictional: true });
  const tim = await t.createMember({ name: 'Tim', gender: 'male', seeking: 'female', credits: 10 });
  await t.db
    .insertInto('push_subscriptions')
    .values({ user_id: tim.userId, endpoint: `https://push.example/${randomUUID()}`, p256dh: 'key', auth: 'auth' })
    .execute();
  const operator = await t.staffLogin('operator');
  const cookie = await t.login(tim.email);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { to: lena.profileId, body: 'Hi Lena' },
  });
  const conversation = sent.json().conversation.id as number;
  const staff = { cookie: operator.cookie };
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/inbox-claim.php',
    headers: staff,
    payload: { conversation },
  });
  const before = t.pushes.length;
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/admin/inbox-reply.php',
    headers: staff,
    payload: { conversation, body: 'Hi Tim!' },
  });
  expect(reply.statusCode).toBe(200);
  return { lena, tim, before };
}

describe('fictional profiles are disclosed outside the site too', () => {
  it('in the push and the mail about a fictional profile’s message: the icon before the name and the warning', async () => {
    const { tim, before } = await answeredByFictional();
    await t.runJobs();
    expect(t.pushes.length).toBe(before + 1);
    const body = String(t.pushes.at(-1)!.payload.body);
    expect(body).toContain(`${icon} Lena sent you a message.`);
    expect(body).toMatch(warning);

    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    await mailUnreadMessages(t.app.deps);
    const mail = (await t.deliverMails()).find((sent) => sent.to === tim.email)!;
    expect(mail.subject).toBe(`${icon} Lena sent you a message`);
    expect(mail.text).toMatch(warning);
    expect(mail.html).toContain(`${icon} Lena`);
  });

  it('in the mail about a like from a fictional profile', async () => {
    const lena = await t.createMember({ name: 'Lena', fictional: true });
    const tim = await t.createMember({ name: 'Tim', gender: 'male', seeking: 'female' });
    await t.db
      .insertInto('likes')
      .values({ liker_id: lena.profileId, liked_id: tim.profileId, mailed_at: null })
      .execute();
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    await mailNewLikes(t.app.deps);
    const mail = (await t.deliverMails()).find((sent) => sent.to === tim.email)!;
    expect(mail.subject).toBe(`${icon} Lena likes you`);
    expect(mail.text).toMatch(warning);
  });

  it('but not for a real member', async () => {
    const anna = await t.createMember({ name: 'Anna' });
    const tim = await t.createMember({ name: 'Tim', gender: 'male', seeking: 'female' });
    await t.db
      .insertInto('likes')
      .values({ liker_id: anna.profileId, liked_id: tim.profileId, mailed_at: null })
      .execute();
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    await mailNewLikes(t.app.deps);
    const mail = (await t.deliverMails()).find((sent) => sent.to === tim.email)!;
    expect(mail.subject).toBe('Anna likes you');
    expect(mail.text).not.toMatch(warning);
  });
});
