import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStaff } from '../staff-accounts';
import { CLAIM_IDLE_SECONDS } from './claim-conversation';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

/** A member who wrote to a fictional profile: the conversation waits in the inbox. */
async function waiting(text = 'Hi Lena, how are you?') {
  const fictional = await t.createMember({ name: 'Lena', fictional: true, about: 'Loves hiking and red wine.' });
  const member = await t.createMember({
    name: 'Tim',
    gender: 'male',
    seeking: 'female',
    credits: 10,
    language: 'en',
    country: 'DE',
    region: 'DE-BE',
    city: 'Berlin',
  });
  const cookie = await t.login(member.email);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { to: fictional.profileId, body: text },
  });
  return { fictional, member, cookie, conversation: sent.json().conversation.id as number };
}

describe('operator inbox', () => {
  it('lists waiting conversations oldest first with language and country, and lets one of two operators claim', async () => {
    const { conversation } = await waiting();
    // One after the other: each login moves the test clock, which would shift the other's code.
    const anna = await t.staffLogin('operator');
    const ben = await t.staffLogin('operator');
    const queue = (await call('GET', '/api/admin/inbox.php', anna.cookie)).json().conversations;
    expect(queue.find((row: { conversation_id: number }) => row.conversation_id === conversation)).toMatchObject({
      member_name: 'Tim',
      member_country: 'DE',
      member_language: 'en',
      fictional_name: 'Lena',
      claimed_by: null,
    });
    const [first, second] = await Promise.all([
      call('POST', '/api/admin/inbox-claim.php', anna.cookie, { conversation }),
      call('POST', '/api/admin/inbox-claim.php', ben.cookie, { conversation }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? anna : ben;
    expect((await call('GET', `/api/admin/inbox-conversation.php?id=${conversation}`, loser.cookie)).json().error).toBe(
      'conversation_claimed',
    );
    // An idle claim lapses and can be taken over.
    t.clock.advanceMinutes(CLAIM_IDLE_SECONDS / 60 + 1);
    expect((await call('POST', '/api/admin/inbox-claim.php', loser.cookie, { conversation })).statusCode).toBe(200);
  });

  it('answers as the fictional profile: the member gets it on their socket at once, the wait is counted', async () => {
    // Logged in first: logging in moves the test clock on a minute (a fresh authenticator step).
    const operator = await t.staffLogin('operator');
    const { conversation, member, cookie } = await waiting();
    const socket = new WebSocket(`ws://${base}/api/ws`, { headers: { cookie, origin: `http://${base}` } });
    const received: Array<{ type: string; message?: { body: string }; unread_total?: number }> = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    t.clock.advanceMinutes(2);
    await call('POST', '/api/admin/inbox-claim.php', operator.cookie, { conversation });
    const view = (await call('GET', `/api/admin/inbox-conversation.php?id=${conversation}`, operator.cookie)).json();
    expect(view.member).toMatchObject({ name: 'Tim', city: 'Berlin', fictional: false });
    expect(view.cdn_prefix).toBe('/media/');
    expect(view.fictional).toMatchObject({ name: 'Lena', about: 'Loves hiking and red wine.', fictional: true });
    expect(view.messages.map((message: { body: string }) => message.body)).toEqual(['Hi Lena, how are you?']);
    expect(view.quick_replies[0]).toContain('Tim');
    await call('POST', '/api/admin/inbox-note.php', operator.cookie, { conversation, text: 'Tim likes cycling.' });

    expect(
      (
        await call('POST', '/api/admin/inbox-reply.php', operator.cookie, {
          conversation,
          body: 'Hi Tim! Great, and you?',
        })
      ).statusCode,
    ).toBe(200);
    // Found by its text: the member's own question may reach the socket first (through Redis, late).
    await expect
      .poll(() =>
        received.find((event) => event.type === 'message' && event.message?.body === 'Hi Tim! Great, and you?'),
      )
      .toMatchObject({
        message: { body: 'Hi Tim! Great, and you?' },
        unread_total: 1,
      });
    socket.close();
    const chats = (await t.app.inject({ url: '/api/chats.php', headers: { cookie } })).json();
    expect(chats.chats[0]).toMatchObject({ num_unread_messages: 1, profile: { name: 'Lena', fictional: true } });
    // Answered: no longer waiting; the member paid nothing for the answer.
    const queue = (await call('GET', '/api/admin/inbox.php', operator.cookie)).json().conversations;
    expect(queue.some((row: { conversation_id: number }) => row.conversation_id === conversation)).toBe(false);
    expect(
      (await t.db.selectFrom('users').select('credits').where('id', '=', member.userId).executeTakeFirstOrThrow())
        .credits,
    ).toBe(9);

    const day = t.clock.now().toISOString().slice(0, 10);
    const figures = (await call('GET', `/api/admin/inbox-stats.php?from=${day}&to=${day}`, operator.cookie)).json()
      .operators;
    expect(figures.find((row: { staff_id: number }) => row.staff_id === operator.id)).toMatchObject({
      conversations_answered: 1,
      replies: 1,
      median_first_response_seconds: 120,
    });
    const notes = (await call('GET', `/api/admin/inbox-conversation.php?id=${conversation}`, operator.cookie)).json()
      .notes;
    expect(notes[0]).toMatchObject({ text: 'Tim likes cycling.' });
  });

  it('records the operator’s answer the way a member’s message is recorded: row, delivery, push, event', async () => {
    const operator = await t.staffLogin('operator');
    const { conversation, member, fictional, cookie } = await waiting('Are you there, Lena?');
    // The member's browser allowed notifications: an answer to them is pushed (only then is a push queued).
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: {
        subscription: {
          endpoint: `https://push.example/${randomUUID()}`,
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        },
      },
    });
    expect(subscribed.statusCode).toBe(200);
    const socket = new WebSocket(`ws://${base}/api/ws`, { headers: { cookie, origin: `http://${base}` } });
    const received: Array<{ type: string; message?: Record<string, unknown> }> = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await call('POST', '/api/admin/inbox-claim.php', operator.cookie, { conversation });
    await call('POST', '/api/admin/inbox-reply.php', operator.cookie, { conversation, body: 'Always, Tim.' });

    const [asked, answered] = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('conversation_id', '=', conversation)
      .orderBy('id')
      .execute();
    // The member's row and the operator's differ only in who sent it, the price and the client's key.
    expect(answered).toEqual({
      ...asked,
      id: answered!.id,
      sender_id: fictional.profileId,
      body: 'Always, Tim.',
      credits: 0,
      idempotency_key: null,
      created_at: answered!.created_at,
    });
    const sides = await t.db
      .selectFrom('conversation_members')
      .select(['profile_id', 'unread_count', 'last_read_message_id', 'unread_since'])
      .where('conversation_id', '=', conversation)
      .execute();
    expect(sides.find((side) => side.profile_id === fictional.profileId)).toMatchObject({
      unread_count: 0,
      last_read_message_id: answered!.id,
      unread_since: null,
    });
    expect(sides.find((side) => side.profile_id === member.profileId)).toMatchObject({ unread_count: 1 });
    const pushes = await t.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'push')
      .where('user_id', '=', member.userId)
      .execute();
    expect(pushes.map((job) => job.payload)).toEqual([
      { userId: member.userId, kind: 'message', conversationId: conversation, fromProfileId: fictional.profileId },
    ]);
    // The event carries the message exactly as the member's own history shows it. The member's own question
    // may reach the socket first (through Redis its event can arrive after the socket opened): the answer is
    // the event with the answer's id.
    const answerEvent = () =>
      received.find((entry) => entry.type === 'message' && entry.message?.['id'] === answered!.id);
    await expect.poll(() => answerEvent() !== undefined).toBe(true);
    const history = (
      await t.app.inject({ url: `/api/messages.php?conversation=${conversation}`, headers: { cookie } })
    ).json().messages as Array<Record<string, unknown>>;
    expect(answerEvent()!.message).toEqual(history.at(-1));
    socket.close();
  });

  it('shows operators only the conversations of their sites', async () => {
    const { conversation } = await waiting();
    const email = `op-second-${Date.now()}@staff.test`;
    await createStaff(t.db, {
      email,
      name: 'Other site',
      role: 'operator',
      password: 'x-very-long-password',
      siteIds: [t.sites.secondSiteId],
    });
    const other = await t.staffLogin('operator', { email: `op2-${Date.now()}@staff.test` });
    await t.db
      .updateTable('staff')
      .set({ site_ids: JSON.stringify([t.sites.secondSiteId]) })
      .where('id', '=', other.id)
      .execute();
    const queue = (await call('GET', '/api/admin/inbox.php', other.cookie)).json().conversations;
    expect(queue.some((row: { conversation_id: number }) => row.conversation_id === conversation)).toBe(false);
    expect((await call('POST', '/api/admin/inbox-claim.php', other.cookie, { conversation })).statusCode).toBe(404);
  });
});
