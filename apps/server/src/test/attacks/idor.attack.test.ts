import { afterAll, describe, expect, it } from 'vitest';
import { ROW_ID_MAX } from '@app/shared';
import { signUpAndConfirm } from '../public-members';
import { createTestApp } from '../test-app';
import { apiCalls, idFieldsOf, SAME_SITE } from './api-calls';
import { rowsOwnedBy } from './owned-rows';
import { buildVictimWorld, memberRequests } from './victim-world';

/**
 * IDOR: member A (Mallory) names the resources of member B (Vera) – photos, chat photos, the conversation
 * with her friend Frank, messages, orders, direct-debit mandates, warnings, a personal discount code – in
 * every member call that takes an id. Each attack must be refused (404/403) or answer nothing private,
 * and leave every row of Vera and Frank as it was. The call list comes from /api/openapi.json: a new call
 * that takes an id fails the coverage test until it is attacked here or listed with a reason. Members at
 * the staff console: console.attack.test.ts.
 */

const t = await createTestApp();
afterAll(() => t.close());
const calls = await apiCalls(t);
const staff = await t.staffLogin('admin');

const mallory = await signUpAndConfirm(t, { name: 'Mallory', gender: 'male', seeking: 'female' });
const vera = await signUpAndConfirm(t, { name: 'Vera' });
const frank = await signUpAndConfirm(t, { name: 'Frank', gender: 'male', seeking: 'female' });
const elsewhere = await t.createMember({ siteId: t.sites.secondSiteId, name: 'Other Site' });

const { as } = memberRequests(t);
const attacker = as(mallory.cookie);

const world = await buildVictimWorld(t, { vera, frank, mallory, staffCookie: staff.cookie });

const expectRefused = (answer: { statusCode: number; body: string }, status = 404) =>
  expect(answer.statusCode, answer.body).toBe(status);

interface Attack {
  name: string;
  run(): Promise<void>;
}

/** Every member call that names a resource by id, and how Mallory turns it on Vera's. */
const ATTACKS: Record<string, Attack[]> = {
  'GET /api/messages.php': [
    {
      name: 'a member cannot read a conversation between two others',
      async run() {
        expectRefused(await attacker.get(`/api/messages.php?conversation=${world.conversation}`));
        expectRefused(await attacker.get(`/api/messages.php?conversation=${world.conversation}&before=${ROW_ID_MAX}`));
        expectRefused(await attacker.get(`/api/messages.php?conversation=${world.conversation}&after=1`));
      },
    },
    {
      name: 'paging his own chat with message ids of theirs shows none of their messages',
      async run() {
        const secret = await t.db
          .selectFrom('messages')
          .select('id')
          .where('body', '=', world.secret)
          .executeTakeFirstOrThrow();
        for (const page of [`after=${secret.id - 1}`, `before=${secret.id + 1}`]) {
          const answer = await attacker.get(`/api/messages.php?member=${frank.profileId}&${page}`);
          expect(answer.statusCode).toBe(200);
          expect(answer.json()).toMatchObject({ conversation: null, messages: [] });
          expect(answer.body).not.toContain(world.secret);
        }
      },
    },
  ],
  'POST /api/messages.php': [
    {
      name: 'a member cannot write into a conversation between two others',
      async run() {
        expectRefused(await attacker.post('/api/messages.php', { conversation: world.conversation, body: 'Boo' }));
      },
    },
    {
      name: 'a member cannot send another member’s chat photo as his own',
      async run() {
        const answer = await attacker.post('/api/messages.php', {
          to: frank.profileId,
          kind: 'photo',
          photo: world.chatPhoto.id,
        });
        expectRefused(answer, 400);
        expect(answer.json().fields).toEqual({ photo: ['unknown'] });
      },
    },
  ],
  'POST /api/chat-read.php': [
    {
      name: 'a member cannot mark someone else’s conversation read',
      async run() {
        expectRefused(await attacker.post('/api/chat-read.php', { conversation: world.conversation }));
      },
    },
  ],
  'DELETE /api/chat.php': [
    {
      name: 'a member cannot remove a conversation from someone else’s list',
      async run() {
        expectRefused(await attacker.delete('/api/chat.php', { conversation: world.conversation }));
      },
    },
  ],
  'DELETE /api/photos.php': [
    {
      name: 'a member cannot delete another member’s photo, nor its files',
      async run() {
        expectRefused(await attacker.delete('/api/photos.php', { id: world.photos[0]!.id }));
        await t.settle();
        const { filename } = await t.db
          .selectFrom('photos')
          .select('filename')
          .where('id', '=', world.photos[0]!.id)
          .executeTakeFirstOrThrow();
        expect(await t.app.deps.media.read(filename)).not.toBeNull();
      },
    },
  ],
  'PUT /api/photos.php': [
    {
      name: 'a member cannot make another member’s photo his own main photo',
      async run() {
        expectRefused(await attacker.put('/api/photos.php', { id: world.photos[1]!.id, main: true }));
        const profile = (await attacker.get('/api/profile.php')).body;
        expect(profile).not.toContain(world.photos[1]!.filename);
      },
    },
  ],
  'POST /api/warnings.php': [
    {
      name: 'a member cannot acknowledge a warning meant for another member',
      async run() {
        // Acknowledging answers the same whether or not the warning was his: it reveals nothing.
        const answer = await attacker.post('/api/warnings.php', { id: world.warning.id });
        expect(answer.json()).toEqual({ ok: true });
        expect((await as(vera.cookie).get('/api/warnings.php')).json().warnings).toHaveLength(1);
      },
    },
  ],
  'GET /api/payment.php': [
    {
      name: 'a member cannot see the status of another member’s order',
      async run() {
        expectRefused(await attacker.get(`/api/payment.php?id=${world.order.id}`));
      },
    },
  ],
  'POST /api/payment-cancel.php': [
    {
      name: 'a member cannot cancel another member’s open checkout',
      async run() {
        expectRefused(await attacker.post('/api/payment-cancel.php', { id: world.order.id }));
        expectRefused(await attacker.post('/api/payment-cancel.php', { id: world.order.id }));
      },
    },
  ],
  'GET /api/transactions.php': [
    {
      name: 'a member cannot read another member’s purchase or receipt',
      async run() {
        const answer = await attacker.get(`/api/transactions.php?id=${world.order.id}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().transactions).toEqual([]);
      },
    },
  ],
  'POST /api/directdebit-confirm.php': [
    {
      name: 'a member who learned the texted code cannot confirm another member’s direct debit',
      async run() {
        expectRefused(
          await attacker.post('/api/directdebit-confirm.php', { mandate: world.mandate, code: world.smsCode }),
        );
        expect((await attacker.get('/api/transactions.php')).json().transactions).toEqual([]);
      },
    },
  ],
  'POST /api/directdebit-resend.php': [
    {
      name: 'a member cannot have codes texted to another member’s phone',
      async run() {
        const before = await t.db.selectFrom('sms_outbox').select('id').execute();
        expectRefused(await attacker.post('/api/directdebit-resend.php', { mandate: world.mandate }));
        expect(await t.db.selectFrom('sms_outbox').select('id').execute()).toEqual(before);
      },
    },
  ],
  'POST /api/payment.php': [
    {
      name: 'a member cannot order another site’s package',
      async run() {
        expectRefused(await attacker.post('/api/payment.php', { package: world.foreignPackage, method: 'card' }));
      },
    },
    {
      name: 'a member cannot use a discount code made for another member',
      async run() {
        const answer = await attacker.post('/api/payment.php', {
          package: world.ownPackage,
          method: 'card',
          discount_code: world.discountCode,
        });
        expectRefused(answer);
        expect(answer.json().error).toBe('discount_not_found');
      },
    },
  ],
  'POST /api/directdebit.php': [
    {
      name: 'a member cannot start a direct debit for another site’s package',
      async run() {
        const answer = await attacker.post('/api/directdebit.php', {
          package: world.foreignPackage,
          account_holder: 'Mallory Smit',
          iban: 'NL91 ABNA 0417 1643 00',
          street: 'Damrak',
          house_number: '2',
          zip: '1012 LG',
          city: 'Amsterdam',
          phone: '+31 6 87654321',
          consent: true,
        });
        expectRefused(answer);
      },
    },
  ],
  'DELETE /api/block.php': [
    {
      name: 'a blocked member cannot lift the block placed on him',
      async run() {
        // Unblocking only ever removes his own blocks: the answer is the same, Vera's block stays.
        await attacker.delete('/api/block.php', { id: vera.profileId });
        const answer = await attacker.post('/api/messages.php', { to: vera.profileId, body: 'Let me in' });
        expectRefused(answer, 403);
        expect(answer.json().error).toBe('blocked');
      },
    },
  ],
  'GET /api/member.php': [
    {
      name: 'a member cannot open a profile of another site',
      async run() {
        expectRefused(await attacker.get(`/api/member.php?id=${elsewhere.profileId}`));
      },
    },
  ],
};

/** Calls that take an id of nothing a member owns, each with the reason it is not an IDOR target. */
const NOT_OWNED: Record<string, string> = {
  'POST /api/block.php':
    'names the public profile to block: naming another member is the point; only the caller’s own block is written',
  'POST /api/like.php': 'names a public profile to like; only the caller’s own like is written',
  'DELETE /api/like.php': 'names a public profile; only the caller’s own like (liker = the session’s member) goes',
  'POST /api/likes.php': 'names public profiles to like; only the caller’s own likes are written',
  'POST /api/swipe.php': 'names a public profile; only the caller’s own like or pass is written',
  'POST /api/complaints.php': 'names the public profile being reported; a complaint only adds a row for staff',
};

describe('member A names member B’s resources', () => {
  for (const [call, attacks] of Object.entries(ATTACKS))
    for (const attack of attacks)
      it(`${call}: ${attack.name}`, async () => {
        const before = await rowsOwnedBy(t.db, [vera, frank]);
        await attack.run();
        expect(await rowsOwnedBy(t.db, [vera, frank])).toEqual(before);
      });

  it('a member cannot open, pay or cancel the sandbox checkout of another member’s order', async () => {
    const before = await rowsOwnedBy(t.db, [vera, frank]);
    expectRefused(await attacker.get(world.checkoutPath));
    const pay = await t.app.inject({
      method: 'POST',
      url: world.checkoutPath,
      headers: { ...SAME_SITE, cookie: mallory.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expectRefused(pay);
    expect(await rowsOwnedBy(t.db, [vera, frank])).toEqual(before);
  });
});

describe('coverage of the IDOR attacks', () => {
  const idCalls = calls.filter((call) => call.caller !== 'staff' && idFieldsOf(call.operation).length > 0);

  it('attacks every member call that takes an id, or says why it needs no attack', () => {
    expect(idCalls.length).toBeGreaterThan(15);
    const uncovered = idCalls
      .filter((call) => !(call.key in ATTACKS) && !(call.key in NOT_OWNED))
      .map((call) => `${call.key} (${idFieldsOf(call.operation).join(', ')})`);
    expect(uncovered, 'attack these calls in ATTACKS or give the reason in NOT_OWNED').toEqual([]);
  });

  it('lists no call that is gone or no longer takes an id', () => {
    const keys = new Set(idCalls.map((call) => call.key));
    expect([...Object.keys(ATTACKS), ...Object.keys(NOT_OWNED)].filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(ATTACKS).filter((key) => key in NOT_OWNED)).toEqual([]);
  });
});
