import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContactDetailPolicy } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.staffLogin('admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload && { payload }) });
const send = (cookie: string, payload: object, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie, 'idempotency-key': randomUUID(), ...(host && { host }) },
    payload,
  });

/** Staff choose the policy in the console, as they would. */
async function usePolicy(policy: TContactDetailPolicy, siteId = t.sites.mainSiteId) {
  const answer = await call('PUT', '/api/admin/site.php', admin.cookie, { id: siteId, contact_details: policy });
  expect(answer.statusCode).toBe(200);
}

async function pair(language: 'en' | 'de' | 'nl' = 'en') {
  const sender = await t.createMember({ name: 'Sanne', credits: 20, language });
  const recipient = await t.createMember({ name: 'Ruben', gender: 'male', seeking: 'female', credits: 20 });
  return { sender, recipient, cookie: await t.login(sender.email), recipientCookie: await t.login(recipient.email) };
}

const flagsOf = (profileId: number) =>
  t.db.selectFrom('contact_flags').selectAll().where('profile_id', '=', profileId).orderBy('id').execute();
const DISGUISED = 'Text me: zero six, one two - 34 56 78 9 😉';

describe('contact details in messages', () => {
  it('refuses a disguised phone number with a translated explanation, and writes or charges nothing', async () => {
    await usePolicy('refuse');
    const { sender, recipient, cookie } = await pair('de');
    const refused = await send(cookie, { to: recipient.profileId, body: DISGUISED });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'contact_details',
      kinds: ['phone'],
      message: expect.stringContaining('Telefonnummern'),
    });
    const written = await t.db.selectFrom('messages').select('id').where('sender_id', '=', sender.profileId).execute();
    expect(written).toEqual([]);
    const credits = await t.db.selectFrom('users').select('credits').where('id', '=', sender.userId).executeTakeFirst();
    expect(credits?.credits).toBe(20);
    // The attempt is the moderators' evidence, with whom it was for (no conversation was opened).
    expect(await flagsOf(sender.profileId)).toEqual([
      expect.objectContaining({
        action: 'refused',
        source: 'message',
        status: 'open',
        conversation_id: null,
        message_id: null,
        other_profile_id: recipient.profileId,
        text: DISGUISED,
        findings: [expect.objectContaining({ kind: 'phone' })],
      }),
    ]);
    // What the member may write instead goes through.
    expect(
      (await send(cookie, { to: recipient.profileId, body: 'Coffee for €4.50 at 18:30 on 12.03.?' })).statusCode,
    ).toBe(201);
    expect(await flagsOf(sender.profileId)).toHaveLength(1);
  });

  it('masks contact details before delivery and keeps the original for the moderators', async () => {
    await usePolicy('mask');
    const { sender, recipient, cookie, recipientCookie } = await pair();
    const sent = await send(cookie, { to: recipient.profileId, body: 'Mail me: anna (at) gmail dot com, ok?' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.body).toBe('Mail me: •••, ok?');
    expect(sent.json().credits).toBe(19);
    const conversation = sent.json().conversation.id;
    const seen = (await call('GET', `/api/messages.php?conversation=${conversation}`, recipientCookie)).json();
    expect(seen.messages.map((message: { body: string }) => message.body)).toEqual(['Mail me: •••, ok?']);
    const [flag] = await flagsOf(sender.profileId);
    expect(flag).toMatchObject({
      action: 'masked',
      conversation_id: conversation,
      text: 'Mail me: anna (at) gmail dot com, ok?',
    });
    // bigint: a string from PostgreSQL, a number from PGlite.
    expect(Number(flag!.message_id)).toBe(sent.json().message.id);
  });

  it('delivers a flagged message as written, and an allowing site flags nothing', async () => {
    await usePolicy('flag');
    const { sender, recipient, cookie } = await pair();
    const link = 'See my pics at www.example-pics.com/anna';
    expect((await send(cookie, { to: recipient.profileId, body: link })).json().message.body).toBe(link);
    expect(await flagsOf(sender.profileId)).toEqual([expect.objectContaining({ action: 'flagged', text: link })]);

    await usePolicy('allow');
    expect((await send(cookie, { to: recipient.profileId, body: 'snap: anna_92' })).statusCode).toBe(201);
    expect(await flagsOf(sender.profileId)).toHaveLength(1);
  });

  it('reads a national number of any of our languages, also on a site that serves fewer countries', async () => {
    // The second demo site serves NL and BE only; a German member there gives a German mobile number.
    await usePolicy('mask', t.sites.secondSiteId);
    const site = { siteId: t.sites.secondSiteId, country: 'NL' as const, region: 'NL-UT', city: 'Utrecht' };
    const sender = await t.createMember({ ...site, name: 'Jonas', credits: 20, gender: 'male', seeking: 'female' });
    const recipient = await t.createMember({ ...site, name: 'Eva' });
    const cookie = await t.login(sender.email, undefined, 'flirtpunt.localhost');
    const sent = await send(
      cookie,
      { to: recipient.profileId, body: 'Schreib mir: 0151 2345 6789' },
      'flirtpunt.localhost',
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.body).toBe('Schreib mir: •••');
  });

  it("follows the policy of the site the request is for, not another site's", async () => {
    await usePolicy('allow');
    await usePolicy('refuse', t.sites.secondSiteId);
    const { recipient, cookie } = await pair();
    // The member belongs to the main site: its policy applies even when the Host names another site.
    const answer = await send(cookie, { to: recipient.profileId, body: 'call 06 12345678' }, 'flirtpunt.localhost');
    expect(answer.statusCode).not.toBe(201);
    await usePolicy('mask', t.sites.secondSiteId);
  });
});

describe('the composer check', () => {
  it('answers the policy and where the contact details stand, storing nothing', async () => {
    await usePolicy('refuse');
    const { sender, cookie } = await pair();
    const body = 'Hi! WhatsApp: +31 6 1234 5678';
    const answer = await call('POST', '/api/message_check.php', cookie, { body });
    expect(answer.statusCode).toBe(200);
    const { policy, findings } = answer.json();
    expect(policy).toBe('refuse');
    expect(findings).toEqual([expect.objectContaining({ kind: 'phone' })]);
    expect(body.slice(findings[0].start, findings[0].end)).toBe('+31 6 1234 5678');
    expect(await flagsOf(sender.profileId)).toEqual([]);
    const innocent = await call('POST', '/api/message_check.php', cookie, { body: 'I am 1.82 m and 34 years old' });
    expect(innocent.json().findings).toEqual([]);
  });

  it('needs a member session and refuses a huge draft', async () => {
    expect((await call('POST', '/api/message_check.php', '', { body: 'x' })).statusCode).toBe(403);
    const { cookie } = await pair();
    const huge = await call('POST', '/api/message_check.php', cookie, { body: '1 '.repeat(10_001) });
    expect(huge.statusCode).toBe(400);
  });
});

describe('operators answering as fictional profiles', () => {
  async function claimed() {
    const fictional = await t.createMember({ name: 'Lena', fictional: true });
    const member = await t.createMember({ name: 'Tim', gender: 'male', seeking: 'female', credits: 10 });
    const sent = await send(await t.login(member.email), { to: fictional.profileId, body: 'Hi Lena!' });
    const conversation = sent.json().conversation.id as number;
    const operator = await t.staffLogin('operator');
    expect((await call('POST', '/api/admin/inbox-claim.php', operator.cookie, { conversation })).statusCode).toBe(200);
    return { fictional, member, conversation, operator };
  }

  it('refuses their contact details too, and keeps the attempt with the operator named', async () => {
    await usePolicy('refuse');
    const { fictional, conversation, operator } = await claimed();
    const reply = (body: string) => call('POST', '/api/admin/inbox-reply.php', operator.cookie, { conversation, body });
    const refused = await reply('Add me on telegram: @lena_real');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('contact_details');
    const written = await t.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', fictional.profileId)
      .execute();
    expect(written).toEqual([]);
    expect(await flagsOf(fictional.profileId)).toEqual([
      expect.objectContaining({ action: 'refused', staff_id: operator.id, conversation_id: conversation }),
    ]);
    // The claim is still theirs: a clean answer goes out.
    expect((await reply('Tell me more about you!')).statusCode).toBe(200);
  });

  it('masks them on a masking site', async () => {
    await usePolicy('mask');
    const { fictional, conversation, operator } = await claimed();
    const answer = await call('POST', '/api/admin/inbox-reply.php', operator.cookie, {
      conversation,
      body: 'my number is 0049 151 23456789',
    });
    expect(answer.statusCode).toBe(200);
    const [message] = await t.db
      .selectFrom('messages')
      .select('body')
      .where('sender_id', '=', fictional.profileId)
      .execute();
    expect(message?.body).toBe('my number is •••');
  });
});

describe('contact details in profile texts', () => {
  it('refuses them in "about me" on a refusing site and masks them on a masking one', async () => {
    await usePolicy('refuse');
    const { sender, cookie } = await pair('nl');
    const about = 'Houd van wandelen. Bel me: nul zes een twee drie vier vijf zes zeven acht';
    const refused = await call('PUT', '/api/profile.php', cookie, { about }, { 'accept-language': 'nl' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Telefoonnummers');
    const profile = await t.db
      .selectFrom('profiles')
      .select('about')
      .where('id', '=', sender.profileId)
      .executeTakeFirst();
    expect(profile?.about).not.toContain('Bel me');
    expect(await flagsOf(sender.profileId)).toEqual([
      expect.objectContaining({ source: 'profile', action: 'refused' }),
    ]);

    await usePolicy('mask');
    expect((await call('PUT', '/api/profile.php', cookie, { about })).statusCode).toBe(200);
    const masked = await t.db
      .selectFrom('profiles')
      .select('about')
      .where('id', '=', sender.profileId)
      .executeTakeFirst();
    expect(masked?.about).toBe('Houd van wandelen. Bel me: •••');
    // Saving the form again with the masked text flags nothing new.
    expect((await call('PUT', '/api/profile.php', cookie, { about: masked!.about })).statusCode).toBe(200);
    expect(await flagsOf(sender.profileId)).toHaveLength(2);
  });
});

describe('the moderators’ list', () => {
  it('shows an open flag with the conversation around it, and a warning reaches the member', async () => {
    await usePolicy('flag');
    const { sender, recipient, cookie, recipientCookie } = await pair();
    const first = await send(cookie, { to: recipient.profileId, body: 'Hi Ruben!' });
    const conversation = first.json().conversation.id;
    await send(recipientCookie, { conversation, body: 'Hey Sanne, how are you?' });
    await send(cookie, { conversation, body: 'Great. Insta: sanne.fit92' });
    await send(recipientCookie, { conversation, body: 'Nice' });

    const moderator = await t.staffLogin('moderator');
    const list = (await call('GET', '/api/admin/contact_flags.php', moderator.cookie)).json().flags;
    const flag = list.find((entry: { profile_id: number }) => entry.profile_id === sender.profileId);
    expect(flag).toMatchObject({
      source: 'message',
      action: 'flagged',
      name: 'Sanne',
      other_name: 'Ruben',
      fictional: false,
      operator_name: null,
      text: 'Great. Insta: sanne.fit92',
      findings: [expect.objectContaining({ kind: 'handle' })],
    });
    expect(
      flag.context.map((message: { body: string; from_author: boolean }) => [message.from_author, message.body]),
    ).toEqual([
      [true, 'Hi Ruben!'],
      [false, 'Hey Sanne, how are you?'],
      [true, 'Great. Insta: sanne.fit92'],
      [false, 'Nice'],
    ]);

    const decide = (cookieOf: string, payload: object) =>
      call('POST', '/api/admin/contact_flags.php', cookieOf, payload);
    const operator = await t.staffLogin('operator');
    expect((await decide(operator.cookie, { flag: flag.id, decision: 'dismiss' })).statusCode).toBe(403);
    expect((await decide(moderator.cookie, { flag: flag.id, decision: 'ban' })).statusCode).toBe(400);
    const warned = await decide(moderator.cookie, { flag: flag.id, decision: 'warn', message: 'Keep it on the site.' });
    expect(warned.statusCode).toBe(200);
    // Decided once: a second decision finds nothing open.
    expect((await decide(moderator.cookie, { flag: flag.id, decision: 'dismiss' })).statusCode).toBe(404);

    const warnings = (await call('GET', '/api/warnings.php', cookie)).json().warnings;
    expect(warnings).toEqual([expect.objectContaining({ reason: 'contact_details', text: 'Keep it on the site.' })]);
    const open = (await call('GET', '/api/admin/contact_flags.php', moderator.cookie)).json().flags;
    expect(open.some((entry: { id: number }) => entry.id === flag.id)).toBe(false);
    const done = (await call('GET', '/api/admin/contact_flags.php?status=warned', moderator.cookie)).json().flags;
    expect(done.map((entry: { id: number }) => entry.id)).toContain(flag.id);
  });

  it('does not warn a fictional profile: its flag is dismissed or taken up with the operator', async () => {
    await usePolicy('flag');
    const fictional = await t.createMember({ name: 'Mia', fictional: true });
    const member = await t.createMember({ name: 'Tom', gender: 'male', seeking: 'female', credits: 10 });
    const conversation = (await send(await t.login(member.email), { to: fictional.profileId, body: 'Hi' })).json()
      .conversation.id;
    const operator = await t.staffLogin('operator');
    await call('POST', '/api/admin/inbox-claim.php', operator.cookie, { conversation });
    await call('POST', '/api/admin/inbox-reply.php', operator.cookie, { conversation, body: 'mail me: mia@mail.com' });
    const moderator = await t.staffLogin('moderator');
    const flag = (await call('GET', '/api/admin/contact_flags.php', moderator.cookie))
      .json()
      .flags.find((entry: { profile_id: number }) => entry.profile_id === fictional.profileId);
    expect(flag).toMatchObject({ fictional: true, operator_name: expect.any(String) });
    const warn = await call('POST', '/api/admin/contact_flags.php', moderator.cookie, {
      flag: flag.id,
      decision: 'warn',
    });
    expect(warn.statusCode).toBe(400);
  });
});
