import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDossier, TAdminRiskReview } from '@app/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TFixtureMember } from '../../test/member-factory';
import { scanMemberRiskJob } from './risk-jobs';

let t: TestApp;
let admin: { cookie: string };
let moderator: { cookie: string };
/** Members who receive first messages (men seeking women; the senders are women). */
const recipients: Array<TFixtureMember & { cookie: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.staffLogin('admin');
  moderator = await t.staffLogin('moderator');
  for (let index = 0; index < 10; index += 1) {
    const member = await t.createMember({ name: `Ruben${index}`, gender: 'male', seeking: 'female', credits: 20 });
    recipients.push({ ...member, cookie: await t.login(member.email) });
  }
  // Ten members and two staff logins: longer than one test's setup on a busy machine.
}, 180_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

/** A message sent the way the app sends it; two seconds apart, as the send bucket refills. */
async function send(cookie: string, to: number, body: string) {
  t.clock.advanceSeconds(2);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { to, body },
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

/** A member who writes: premium (a paid order), so they may start many conversations, with credits to spend. */
async function writer(name: string, language: 'en' | 'de' = 'en') {
  const member = await t.createMember({ name, premium: true, credits: 200, language });
  return { ...member, cookie: await t.login(member.email) };
}

/** The scheduled scan, as the scheduler runs it, once the messages are past its lag. */
async function scan() {
  t.clock.advanceMinutes(1);
  return scanMemberRiskJob.run(t.app.deps);
}

const dossierOf = async (userId: number) =>
  (await call('GET', `/api/admin/member.php?id=${userId}`, admin.cookie)).json() as TAdminDossier;
const queue = async (status = 'open', cookie = moderator.cookie) =>
  (
    (await call('GET', `/api/admin/risk_reviews.php?status=${status}`, cookie)).json() as {
      reviews: TAdminRiskReview[];
    }
  ).reviews;
const reviewOf = async (profileId: number, status = 'open') =>
  (await queue(status)).find((review) => review.profile_id === profileId);
const decide = (payload: object, cookie = moderator.cookie) =>
  call('POST', '/api/admin/risk_reviews.php', cookie, payload);

async function useThreshold(threshold: number) {
  const answer = await call('PUT', '/api/admin/site.php', admin.cookie, {
    id: t.sites.mainSiteId,
    risk_review_threshold: threshold,
  });
  expect(answer.statusCode).toBe(200);
}

/** A member at the threshold: a money request and a gift card (30 + 30 points). */
async function scammer(name: string) {
  const member = await writer(name, 'de');
  await send(member.cookie, recipients[0]!.profileId, 'Hallo! Schick mir bitte Geld für das Ticket');
  await send(member.cookie, recipients[0]!.profileId, 'Kauf mir eine Amazon-Gutscheinkarte, schnell');
  await scan();
  const review = await reviewOf(member.profileId);
  expect(review).toBeDefined();
  return { ...member, review: review! };
}

/** Each test makes members and sends through the API: more than the default on a busy machine. */
const SLOW = { timeout: 90_000 };

describe('scam and harassment signals (issue 20 item 2)', SLOW, () => {
  it('puts a member whose words reach the threshold into the queue, with the evidence and the messages', async () => {
    const { profileId, userId, review } = await scammer('Sanne');
    expect(review).toMatchObject({ status: 'open', score: 60, name: 'Sanne', user_id: userId, site_name: 'Amora' });
    expect(review.evidence.map((item) => item.kind).sort()).toEqual(['gift_card', 'money_request']);
    expect(review.evidence.find((item) => item.kind === 'gift_card')?.terms).toEqual(['amazon-gutscheinkarte']);
    expect(review.messages.map((message) => message.body)).toEqual([
      'Hallo! Schick mir bitte Geld für das Ticket',
      'Kauf mir eine Amazon-Gutscheinkarte, schnell',
    ]);
    expect(review.messages[0]).toMatchObject({ to_name: 'Ruben0' });
    // The scan read each message once: running it again finds nothing new and changes nothing.
    expect(await scan()).toBe('0 messages of 0 members read');
    expect((await reviewOf(profileId))?.evidence).toHaveLength(2);
  });

  it('shows a score below the threshold in the support dossier only, and nothing happens to the member', async () => {
    const member = await writer('Tessa');
    await send(member.cookie, recipients[1]!.profileId, "I know where you live, don't ignore me");
    await scan();
    const { risk } = await dossierOf(member.userId);
    expect(risk.score).toBe(45);
    expect(risk.evidence).toEqual([
      expect.objectContaining({ kind: 'threat', terms: ['i know where you live'], review_id: null }),
    ]);
    expect(await reviewOf(member.profileId)).toBeUndefined();
    const me = (await call('GET', '/api/user.php', member.cookie)).json().user;
    expect(me.profile.status).toBe('active');
  });

  // Before any test moves the clock by days: an account's signup time is the database's clock.
  it('finds a new account that starts many conversations within an hour, none answered; the site threshold decides', async () => {
    const member = await writer('Nora');
    for (const [index, recipient] of recipients.entries())
      await send(member.cookie, recipient.profileId, `Hi ${index}, how is your week going?`);
    await scan();
    const { risk } = await dossierOf(member.userId);
    expect(risk.evidence.map((item) => item.kind).sort()).toEqual(['new_account_burst', 'unanswered_first_messages']);
    expect(risk.score).toBe(55);
    expect(await reviewOf(member.profileId)).toBeUndefined();

    // Staff lower the threshold in the console: the next scan of the member queues them.
    await useThreshold(50);
    try {
      await send(member.cookie, recipients[0]!.profileId, 'Are you there?');
      await scan();
      expect(await reviewOf(member.profileId)).toMatchObject({ score: 55 });
    } finally {
      await useThreshold(60);
    }
  });

  it('finds the same first message sent to five members, not counting one who answered', async () => {
    const member = await writer('Mila');
    // Older than a new account: no burst. Staff log in again: their sessions do not last days.
    t.clock.advanceDays(3);
    admin = await t.staffLogin('admin');
    moderator = await t.staffLogin('moderator');
    const text = 'Hello dear, you look lovely. Tell me about you!';
    for (const recipient of recipients.slice(0, 5)) await send(member.cookie, recipient.profileId, text);
    await send(recipients[2]!.cookie, member.profileId, 'Hi Mila');
    await scan();
    const { risk } = await dossierOf(member.userId);
    expect(risk.evidence.map((item) => item.kind)).toEqual(['same_first_message']);
    expect(risk.evidence[0]).toMatchObject({ count: 5, excerpt: text });
    expect(risk.evidence[0]!.message_ids).toHaveLength(5);
    expect(risk.score).toBe(40);
  });

  it('lets only staff with the permission see and decide the queue', async () => {
    const { review } = await scammer('Ilse');
    for (const role of ['support', 'operator'] as const) {
      const staff = await t.staffLogin(role);
      const list = await call('GET', '/api/admin/risk_reviews.php', staff.cookie);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
      expect((await decide({ review: review.id, decision: 'dismiss' }, staff.cookie)).statusCode).toBe(403);
    }
    expect((await reviewOf(review.profile_id))?.status).toBe('open');
  });

  it('dismisses with a note, audited; a second decision is 409, an unknown review 404; the same evidence never comes back', async () => {
    const { cookie, profileId, review } = await scammer('Fenna');
    const dismissed = await decide({ review: review.id, decision: 'dismiss', note: 'A joke between friends' });
    expect(dismissed.statusCode).toBe(200);
    const again = await decide({ review: review.id, decision: 'warn' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'review_decided', message: expect.any(String) });
    expect((await decide({ review: 2_000_000, decision: 'dismiss' })).statusCode).toBe(404);
    const [entry] = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'risk_review.dismiss')
      .where('target_id', '=', String(review.id))
      .execute();
    expect(entry?.after).toMatchObject({ status: 'dismissed', note: 'A joke between friends' });

    // The member writes on: nothing new, no new review; the decided evidence shows in the dossier with its review.
    await send(cookie, recipients[0]!.profileId, 'Okay, see you on Friday');
    await scan();
    expect(await reviewOf(profileId)).toBeUndefined();
    const { risk } = await dossierOf(review.user_id);
    expect(risk.score).toBe(0);
    expect(risk.evidence.every((item) => item.review_id === review.id)).toBe(true);
    expect(risk.reviews).toEqual([expect.objectContaining({ id: review.id, status: 'dismissed' })]);
    expect((await reviewOf(profileId, 'dismissed'))?.note).toBe('A joke between friends');
  });

  it('warns the member with the translated reason and the note', async () => {
    const { cookie, review } = await scammer('Greta');
    expect((await decide({ review: review.id, decision: 'warn', note: 'No money requests here.' })).statusCode).toBe(
      200,
    );
    const warnings = (await call('GET', '/api/warnings.php', cookie)).json().warnings;
    expect(warnings).toEqual([expect.objectContaining({ reason: 'risk_review', text: 'No money requests here.' })]);
  });

  it('suspends the profile or bans the member, only by a moderator’s decision', async () => {
    const suspended = await scammer('Hanna');
    expect((await decide({ review: suspended.review.id, decision: 'suspend' })).statusCode).toBe(200);
    const me = (await call('GET', '/api/user.php', suspended.cookie)).json().user;
    expect(me.profile.status).toBe('disabled');

    const banned = await scammer('Jolien');
    expect((await decide({ review: banned.review.id, decision: 'ban', note: 'Gift card scam' })).statusCode).toBe(200);
    const next = await call('GET', '/api/user.php', banned.cookie);
    expect(next.statusCode).toBe(403);
    expect(next.json().error).toBe('account_banned');
    expect((await reviewOf(banned.profileId, 'banned'))?.decided_by).toBe('Test moderator');
  });
});

describe('appeals through the complaints page', SLOW, () => {
  const appeal = (cookie: string, text = 'I only asked my brother for the ticket money.') =>
    call('POST', '/api/complaints.php', cookie, { reason: 'appeal', text });

  it('lets a warned member appeal once; the moderators see it as an appeal linked to the review', async () => {
    const { cookie, review } = await scammer('Kim');
    expect((await call('GET', '/api/appeal.php', cookie)).json()).toEqual({ appeal: null });
    const refused = await appeal(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'nothing_to_appeal', message: expect.any(String) });

    await decide({ review: review.id, decision: 'warn', note: 'Please stop.' });
    expect((await call('GET', '/api/appeal.php', cookie)).json()).toEqual({
      appeal: { decision: 'warned', decided_at: expect.any(String) },
    });
    expect((await call('POST', '/api/complaints.php', cookie, { reason: 'appeal', text: '' })).statusCode).toBe(400);
    const filed = await appeal(cookie);
    expect(filed.statusCode).toBe(201);
    const complaintId = filed.json().complaint.id;

    const complaints = (await call('GET', '/api/admin/complaints.php', moderator.cookie)).json().complaints;
    expect(complaints.find((entry: { id: number }) => entry.id === complaintId)).toMatchObject({
      reason: 'appeal',
      reporter_name: 'Kim',
      reported_profile_id: null,
    });
    const detail = (await call('GET', `/api/admin/complaint.php?id=${complaintId}`, moderator.cookie)).json();
    expect(detail.complaint).toMatchObject({ reason: 'appeal', risk_review_id: review.id });
    const one = (await call('GET', `/api/admin/risk_reviews.php?review=${review.id}`, moderator.cookie)).json();
    expect(one.reviews).toEqual([
      expect.objectContaining({ id: review.id, status: 'warned', appeal_complaint_id: complaintId }),
    ]);

    // Once per review.
    expect((await appeal(cookie)).statusCode).toBe(409);
    expect((await call('GET', '/api/appeal.php', cookie)).json()).toEqual({ appeal: null });
  });

  it('needs a logged-in member', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      payload: { reason: 'appeal', text: 'Please look again.' },
    });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error).toBe('authentication_required');
  });
});
