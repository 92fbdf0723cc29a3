import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL_QUIET_MINUTES } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { mailNewLikes, mailUnreadMessages, mailUnreadReminders } from './notification-mails';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (cookie: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload,
  });

/** Follows the personal login link of a mail's button: answers where it leads. */
async function linkTarget(text: string): Promise<string> {
  const token = /https?:\/\/[^/\s]+\/([A-Za-z0-9_-]{43})\b/.exec(text)![1]!;
  const answer = await t.app.inject({ method: 'POST', url: '/api/login-link.php', payload: { token } });
  expect(answer.statusCode).toBe(200);
  return answer.json().next;
}

async function members() {
  const anna = await t.createMember({ name: 'Anna', credits: 20 });
  const bas = await t.createMember({ name: 'Bas', gender: 'male', seeking: 'female', credits: 20 });
  return { anna, bas, annaCookie: await t.login(anna.email), basCookie: await t.login(bas.email) };
}

describe('notification mails', () => {
  it('mails a message still unread after the quiet period once, with a one-click unsubscribe', async () => {
    const { bas, annaCookie, basCookie } = await members();
    await t.deliverMails();
    const conversation = (await send(annaCookie, { to: bas.profileId, body: 'Hello Bas' })).json().conversation.id;
    expect(await mailUnreadMessages(t.app.deps)).toBe(0);
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    expect(await mailUnreadMessages(t.app.deps)).toBe(1);
    expect(await mailUnreadMessages(t.app.deps)).toBe(0);
    const [mail] = (await t.deliverMails()).filter((sent) => sent.to === bas.email);
    expect(mail!.subject).toBe('Anna wants to get to know you');
    // The button is a personal login link that opens the conversation.
    expect(await linkTarget(mail!.text)).toBe(`/chats/${conversation}`);
    expect(mail!.text).not.toContain('Hello Bas');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/unsubscribe\.php\?token=/);

    // Read, then a new message later: a new stretch, mailed as a new message.
    await t.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      headers: { cookie: basCookie },
      payload: { conversation },
    });
    t.clock.advanceMinutes(30);
    await send(annaCookie, { conversation, body: 'Still there?' });
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    expect(await mailUnreadMessages(t.app.deps)).toBe(1);
    const [second] = (await t.deliverMails()).filter((sent) => sent.to === bas.email);
    expect(second!.subject).toBe('Anna sent you a message');
  });

  it('sends nothing of a type the member turned off, nor to a member who has the site open', async () => {
    const { bas, basCookie, anna, annaCookie } = await members();
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: { cookie: basCookie },
      payload: { type: 'new_conversations', enabled: false },
    });
    await send(annaCookie, { to: bas.profileId, body: 'Hi' });
    await t.app.deps.presence.connected(anna.userId, 'tab-1');
    await send(await t.login(bas.email), { to: anna.profileId, body: 'Hi Anna' });
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    await mailUnreadMessages(t.app.deps);
    const mails = await t.deliverMails();
    expect(mails.filter((mail) => mail.to === bas.email || mail.to === anna.email)).toEqual([]);
    await t.app.deps.presence.disconnected(anna.userId, 'tab-1');
  });

  it('mails a like nobody looked at, once', async () => {
    const { anna, basCookie } = await members();
    await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie: basCookie },
      payload: { id: anna.profileId },
    });
    t.clock.advanceMinutes(NOTIFICATION_MAIL_QUIET_MINUTES + 1);
    expect(await mailNewLikes(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await mailNewLikes(t.app.deps)).toBe(0);
    const [mail] = (await t.deliverMails()).filter((sent) => sent.to === anna.email);
    expect(mail!.subject).toBe('Bas likes you');
    expect(await linkTarget(mail!.text)).toMatch(/^\/likes\/m\/\d+$/);
  });

  it('reminds of messages unread for a day, at most every three days', async () => {
    const { bas, annaCookie } = await members();
    await send(annaCookie, { to: bas.profileId, body: 'Hello?' });
    t.clock.advanceMinutes(25 * 60);
    await mailUnreadMessages(t.app.deps);
    expect(await mailUnreadReminders(t.app.deps)).toBeGreaterThanOrEqual(1);
    const reminders = (await t.deliverMails()).filter(
      (mail) => mail.to === bas.email && /Unread messages/.test(mail.subject),
    );
    expect(reminders).toHaveLength(1);
    t.clock.advanceMinutes(24 * 60);
    await mailUnreadReminders(t.app.deps);
    expect((await t.deliverMails()).filter((mail) => mail.to === bas.email)).toEqual([]);
  });
});
