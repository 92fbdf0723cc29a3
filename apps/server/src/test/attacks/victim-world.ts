import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TPublicMember } from '../public-members';
import type { TestApp } from '../test-app';
import { SAME_SITE, uploadAs, type ApiCall } from './api-calls';
import { directDebitForm } from '../direct-debit-form';

export type TPayload = Record<string, unknown>;

/** Calls as a browser on our own site makes them, with a cookie (or none) and a fresh Idempotency-Key. */
export function memberRequests(t: TestApp) {
  const request = (cookie: string | null, method: ApiCall['method'], url: string, payload?: TPayload) =>
    t.app.inject({
      method,
      url,
      headers: { ...SAME_SITE, ...(cookie && { cookie }), 'idempotency-key': randomUUID() },
      ...(payload && { payload }),
    });
  const as = (cookie: string) => ({
    get: (url: string) => request(cookie, 'GET', url),
    post: (url: string, payload: TPayload = {}) => request(cookie, 'POST', url, payload),
    put: (url: string, payload: TPayload) => request(cookie, 'PUT', url, payload),
    delete: (url: string, payload: TPayload) => request(cookie, 'DELETE', url, payload),
  });
  return { request, as };
}

/** Everything of Vera's is made the way members and staff make it: through the public calls. */
export async function buildVictimWorld(
  t: TestApp,
  {
    vera,
    frank,
    mallory,
    staffCookie,
  }: { vera: TPublicMember; frank: TPublicMember; mallory: TPublicMember; staffCookie: string },
) {
  const { as } = memberRequests(t);
  const picture = (colour: string) =>
    sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  const photos = [];
  for (const colour of ['#aa3355', '#3355aa'])
    photos.push((await uploadAs(t, vera.cookie, '/api/photos.php', await picture(colour))).json().photo);
  const chatPhoto = (await uploadAs(t, vera.cookie, '/api/chat-photos.php', await picture('#55aa33'))).json().photo;

  const opened = await as(frank.cookie).post('/api/messages.php', { to: vera.profileId, body: 'Hi Vera, Frank here' });
  const conversation = opened.json().conversation.id as number;
  const secret = 'our secret meeting place is the old mill';
  await as(vera.cookie).post('/api/messages.php', { conversation, body: secret });
  await as(vera.cookie).post('/api/messages.php', { conversation, kind: 'photo', photo: chatPhoto.id });
  await as(frank.cookie).post('/api/messages.php', { conversation, body: 'Unread by Vera' });

  const { packages } = (await as(vera.cookie).get('/api/packages.php')).json();
  const order = (await as(vera.cookie).post('/api/payment.php', { package: packages[0].id, method: 'card' })).json();
  const debit = await as(vera.cookie).post('/api/directdebit.php', directDebitForm(packages[0].id, 'Vera Jansen'));
  const sms = await t.db.selectFrom('sms_outbox').select('text').orderBy('id', 'desc').executeTakeFirstOrThrow();

  const staffCall = (url: string, payload: TPayload) =>
    t.app.inject({ method: 'POST', url, headers: { ...SAME_SITE, cookie: staffCookie }, payload });
  await staffCall('/api/admin/warn.php', { user: vera.userId, reason: 'Language', text: 'Please stay polite.' });
  const [warning] = (await as(vera.cookie).get('/api/warnings.php')).json().warnings;
  const discountCode = `VERA-ONLY-${randomUUID().slice(0, 6)}`;
  await staffCall('/api/admin/discounts.php', {
    code: discountCode,
    site_id: null,
    user_id: vera.userId,
    value_percentage: 50,
  });
  const secondSitePackages = await t.app.inject({ url: '/api/packages.php', headers: { host: 'flirtpunt.localhost' } });
  // Vera blocked Mallory: he would like to lift it.
  await as(vera.cookie).post('/api/block.php', { id: mallory.profileId });

  return {
    photos: photos as Array<{ id: number; filename: string; thumb_filename: string }>,
    chatPhoto: chatPhoto as { id: number },
    conversation,
    secret,
    order: order.order as { id: string },
    checkoutPath: new URL(order.checkout_url as string).pathname,
    mandate: debit.json().mandate.id as string,
    smsCode: /\b(\d{6})\b/.exec(sms.text)![1]!,
    warning: warning as { id: number },
    discountCode,
    foreignPackage: secondSitePackages.json().packages[0].id as number,
    ownPackage: packages[0].id as number,
  };
}
