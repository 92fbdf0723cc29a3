import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginLink } from '../../auth/login-links';
import { scanMemberRiskJob } from '../../screening/risk/risk-jobs';
import { fixturePortrait } from '../fixture-photos';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';
import { directDebitForm } from '../direct-debit-form';

let t: TestApp;
beforeAll(async () => {
  // Her traffic network's postback goes nowhere (nothing listens on port 9): what counts is that it is reported.
  t = await createTestApp({ POSTBACK_ALLOWED_HOSTS: '127.0.0.1:9' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, 'idempotency-key': randomUUID() }, ...(payload && { payload }) });

async function ok(answer: Promise<{ statusCode: number; body: string }>) {
  const { statusCode, body } = await answer;
  expect(statusCode, body).toBeLessThan(300);
  return JSON.parse(body || '{}');
}

async function upload(url: string, cookie: string, picture?: Buffer) {
  const jpeg =
    picture ??
    (await sharp({ create: { width: 320, height: 400, channels: 3, background: '#2980b9' } })
      .jpeg()
      .toBuffer());
  const boundary = `export-${randomUUID()}`;
  return ok(
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    }),
  );
}

/** Buys a package with the sandbox's hosted checkout, as the member would, and waits for the webhook. */
async function buy(member: TPublicMember, packageIndex: number, extra: object = {}) {
  const pack = (await ok(call('GET', '/api/packages.php', member.cookie))).packages[packageIndex];
  const { order, checkout_url } = await ok(
    call('POST', '/api/payment.php', member.cookie, { package: pack.id, method: 'card', ...extra }),
  );
  const url = new URL(checkout_url);
  await t.app.inject({
    method: 'POST',
    url: url.pathname + url.search,
    headers: { cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay&card=success',
  });
  // The sandbox's webhook arrives on its own, as a provider's would.
  for (let waited = 0; ; waited += 50) {
    const { status } = (await ok(call('GET', `/api/payment.php?id=${order.id}`, member.cookie))).order;
    if (status === 'completed') break;
    if (waited > 10_000) throw new Error(`order ${order.id} stayed ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return order.id as string;
}

/** Mira does everything a member can do, and others do things to her. */
async function busyMember() {
  const admin = await t.staffLogin('admin');
  await ok(
    call('POST', '/api/admin/postbacks.php', admin.cookie, {
      site: t.sites.mainSiteId,
      network: 'sailnet',
      event: 'signup',
      url: 'http://127.0.0.1:9/lead?click={click_id}',
    }),
  );
  const mira = await signUpAndConfirm(t, { name: 'Mira', network: 'sailnet', ref: 'mira-click' });
  const olaf = await signUpAndConfirm(t, { name: 'Olaf', gender: 'male', seeking: 'female' });
  const piet = await signUpAndConfirm(t, { name: 'Piet', gender: 'male', seeking: 'female' });
  const lena = await t.createMember({ name: 'Lena', fictional: true, gender: 'male' });

  await ok(call('PUT', '/api/profile.php', mira.cookie, { about: 'Sailing on weekends.', interests: ['travelling'] }));
  await upload('/api/photos.php', mira.cookie);
  // A portrait of her, and a selfie check started with her consent (the pose drawn for her is her data).
  await upload('/api/photos.php', mira.cookie, await fixturePortrait());
  await ok(call('POST', '/api/verification.php', mira.cookie, { consent: true }));
  await ok(
    call('POST', '/api/user.php?push=1', mira.cookie, {
      subscription: {
        endpoint: 'https://push.example.test/send/mira',
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'secretPushAuthKey0000A',
        },
      },
    }),
  );
  await ok(call('PUT', '/api/notifications.php', mira.cookie, { type: 'promotions', enabled: false }));
  await ok(call('PUT', '/api/email.php', mira.cookie, { email: `new-${mira.email}`, password: mira.password }));
  await issueLoginLink(t.db, {
    userId: mira.userId,
    siteId: t.sites.mainSiteId,
    targetPath: '/chats',
    now: t.clock.now(),
  });

  await ok(call('POST', '/api/like.php', mira.cookie, { id: olaf.profileId }));
  await ok(call('POST', '/api/like.php', olaf.cookie, { id: mira.profileId }));
  await ok(call('POST', '/api/swipe.php', mira.cookie, { id: piet.profileId, action: 'pass' }));
  await ok(call('POST', '/api/block.php', mira.cookie, { id: piet.profileId }));
  await ok(
    call('POST', '/api/complaints.php', mira.cookie, {
      reason: 'spam',
      text: 'Sells things',
      profile_id: piet.profileId,
    }),
  );
  await ok(
    call('POST', '/api/complaints.php', olaf.cookie, {
      reason: 'harassment',
      text: 'Olaf-words',
      profile_id: mira.profileId,
    }),
  );

  const firstOrder = await buy(mira, 0, { save_method: true });
  await buy(mira, 1, { discount_code: 'WELCOME10' });
  await ok(
    call('POST', '/api/admin/discounts.php', admin.cookie, {
      code: `MIRA-${mira.userId}`,
      site_id: t.sites.mainSiteId,
      user_id: mira.userId,
      value_percentage: 15,
    }),
  );
  const pack = (await ok(call('GET', '/api/packages.php', mira.cookie))).packages[0];
  await ok(call('POST', '/api/directdebit.php', mira.cookie, directDebitForm(pack.id, 'Mira Jansen')));

  await ok(call('POST', '/api/messages.php', mira.cookie, { to: olaf.profileId, body: 'Hello Olaf' }));
  await ok(call('POST', '/api/messages.php', olaf.cookie, { to: mira.profileId, body: 'Hi Mira, from Olaf' }));
  // Words of a scam: the scheduled scan scores them and opens a review (her risk, its evidence and the review).
  await ok(
    call('POST', '/api/messages.php', mira.cookie, {
      to: olaf.profileId,
      body: 'Could you send me money by Western Union? An Amazon gift card works too.',
    }),
  );
  // The demo site refuses contact details: the attempt is kept for the moderators, and is Mira's data.
  const refused = await call('POST', '/api/messages.php', mira.cookie, { to: olaf.profileId, body: 'mira@mail.nl' });
  expect(refused.statusCode).toBe(422);
  const gift = (await ok(call('GET', '/api/gifts.php', mira.cookie))).gifts[0];
  await ok(call('POST', '/api/messages.php', mira.cookie, { to: olaf.profileId, kind: 'gift', gift: gift.key }));
  const { photo } = await upload('/api/chat-photos.php', mira.cookie);
  await ok(call('POST', '/api/messages.php', mira.cookie, { to: olaf.profileId, kind: 'photo', photo: photo.id }));
  const { conversation } = await ok(
    call('POST', '/api/messages.php', mira.cookie, { to: lena.profileId, body: 'Hi Lena' }),
  );

  t.clock.advanceMinutes(1);
  await scanMemberRiskJob.run(t.app.deps);

  const operator = await t.staffLogin('operator');
  await ok(call('POST', '/api/admin/inbox-claim.php', operator.cookie, { conversation: conversation.id }));
  await ok(
    call('POST', '/api/admin/inbox-note.php', operator.cookie, { conversation: conversation.id, text: 'Mira sails.' }),
  );
  const moderator = await t.staffLogin('moderator');
  const review = (await ok(call('GET', '/api/admin/texts.php', moderator.cookie))).texts.find(
    (text: { profile_id: number }) => text.profile_id === mira.profileId,
  );
  await ok(
    call('POST', '/api/admin/texts.php', moderator.cookie, {
      review: review.id,
      decision: 'reject',
      reason: 'contact',
    }),
  );
  const support = await t.staffLogin('support');
  await ok(
    call('POST', '/api/admin/warn.php', support.cookie, { user: mira.userId, reason: 'tone', text: 'Be kind.' }),
  );
  return { mira, olaf, firstOrder };
}

describe('the member data export (GDPR art. 15)', () => {
  let busy: Awaited<ReturnType<typeof busyMember>>;
  beforeAll(async () => {
    busy = await busyMember();
  }, 120_000);

  it('a member who asks for their data gets every section filled, also what others did to them', async () => {
    const { mira, olaf, firstOrder } = busy;
    const answer = await t.app.inject({ url: '/api/export.php', headers: { cookie: mira.cookie } });
    expect(answer.statusCode).toBe(200);
    const data = answer.json();

    const empty = Object.entries(data).filter(
      ([, value]) => value === null || (Array.isArray(value) && value.length === 0),
    );
    expect(empty.map(([section]) => section)).toEqual([]);
    expect(data.account).toMatchObject({ id: mira.userId, email: mira.email, premium: true });
    expect(data.notification_settings.disabled).toContainEqual({ type: 'promotions', reason: 'user' });
    expect(data.likes_received).toEqual([expect.objectContaining({ profile_id: olaf.profileId, name: 'Olaf' })]);
    expect(data.messages_received).toContainEqual(
      expect.objectContaining({ body: 'Hi Mira, from Olaf', from: { profile_id: olaf.profileId, name: 'Olaf' } }),
    );
    expect(data.complaints_about_you).toEqual([expect.objectContaining({ reason: 'harassment', status: 'open' })]);
    expect(data.orders).toContainEqual(
      expect.objectContaining({ id: firstOrder, status: 'completed', receipt_number: expect.stringMatching(/^R-/) }),
    );
    expect(data.discount_codes_used).toEqual([expect.objectContaining({ code: 'WELCOME10' })]);
    expect(data.saved_payment_methods).toEqual([expect.objectContaining({ provider: 'sandbox', method: 'card' })]);
    expect(data.direct_debit_mandates).toEqual([
      expect.objectContaining({ iban_masked: 'NL•• •••• 4300', phone: '+31 6 12345678', street: 'Damrak' }),
    ]);
    expect(data.warnings.map((warning: { text: string }) => warning.text)).toContain('Be kind.');
    expect(data.conversions_reported).toEqual([
      expect.objectContaining({ network: 'sailnet', event: 'signup', url: 'http://127.0.0.1:9/lead?click=mira-click' }),
    ]);
    expect(data.staff_notes).toEqual([expect.objectContaining({ text: 'Mira sails.' })]);
    expect(data.about_reviews).toEqual([expect.objectContaining({ status: 'rejected' })]);
    expect(data.contact_flags).toEqual([
      expect.objectContaining({ source: 'message', action: 'refused', text: 'mira@mail.nl', status: 'open' }),
    ]);
  });

  it('a member who downloads their data finds no secret of theirs and nothing private of another member', async () => {
    const { mira, olaf } = busy;
    const text = (await t.app.inject({ url: '/api/export.php', headers: { cookie: mira.cookie } })).body;
    const secrets = [
      ...(await t.db.selectFrom('sessions').select('token_hash as value').where('user_id', '=', mira.userId).execute()),
      ...(await t.db
        .selectFrom('account_tokens')
        .select('token_hash as value')
        .where('user_id', '=', mira.userId)
        .execute()),
      ...(await t.db
        .selectFrom('login_links')
        .select('token_hash as value')
        .where('user_id', '=', mira.userId)
        .execute()),
      ...(await t.db
        .selectFrom('saved_payment_methods')
        .select('token as value')
        .where('user_id', '=', mira.userId)
        .execute()),
      ...(await t.db
        .selectFrom('direct_debit_mandates')
        .select('code_hash as value')
        .where('user_id', '=', mira.userId)
        .execute()),
      ...(await t.db.selectFrom('users').select('password_hash as value').where('id', '=', mira.userId).execute()),
    ].map((row) => row.value!);
    expect(secrets.length).toBeGreaterThan(6);
    for (const secret of [...secrets, 'secretPushAuthKey0000A', 'NL91ABNA0417164300', 'Olaf-words', olaf.email])
      expect(text).not.toContain(secret);
  });
});
