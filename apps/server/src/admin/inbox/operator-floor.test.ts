import { randomUUID } from 'node:crypto';
import { CONSOLE_LANGUAGE_HEADER, type TAdminFloor, type TAdminOperatorDay, type TLanguage } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLAIM_IDLE_SECONDS } from './claim-conversation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Every step of a test on one UTC day: the figures are per day. The clock starts at the next 06:00 UTC.
  const now = t.clock.now();
  const six = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6);
  t.clock.advanceSeconds(Math.ceil((six - now.getTime()) / 1000));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const ok = async (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, cookie: string, payload?: object) => {
  const answer = await call(method, url, cookie, payload);
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer.json();
};
const today = () => t.clock.now().toISOString().slice(0, 10);

/** A member who may pay for messages, logged in. */
async function member(language: TLanguage = 'en') {
  const created = await t.createMember({ gender: 'male', seeking: 'female', credits: 50, language });
  return { ...created, cookie: await t.login(created.email) };
}
const fictional = () => t.createMember({ name: 'Lena', fictional: true });

/** The member writes to the profile (a paid message); the conversation's id. */
async function write(from: { cookie: string }, to: { profileId: number }, body = 'Hi, how are you?') {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: { cookie: from.cookie, 'idempotency-key': randomUUID() },
    payload: { to: to.profileId, body },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().conversation.id as number;
}

const claim = (operator: { cookie: string }, conversation: number) =>
  call('POST', '/api/admin/inbox-claim.php', operator.cookie, { conversation });
const answer = (operator: { cookie: string }, conversation: number, body = 'Hello you!') =>
  ok('POST', '/api/admin/inbox-reply.php', operator.cookie, { conversation, body });

async function days(cookie: string, query = `from=${today()}&to=${today()}`) {
  return (await ok('GET', `/api/admin/operator-days.php?${query}`, cookie)) as {
    all_operators: boolean;
    days: TAdminOperatorDay[];
  };
}
const rowOf = async (cookie: string, staffId: number) =>
  (await days(cookie)).days.find((row) => row.staff_id === staffId && row.day === today());

/** What members paid for their messages in a conversation after message `afterId`. */
async function paidAfter(conversation: number, afterId: number) {
  const rows = await t.db
    .selectFrom('messages')
    .select('credits')
    .where('conversation_id', '=', conversation)
    .where('id', '>', afterId)
    .where('credits', '>', 0)
    .execute();
  return { paid_messages: rows.length, credits_spent: rows.reduce((sum, row) => sum + row.credits, 0) };
}
const lastMessageId = async (conversation: number) =>
  (
    await t.db
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('conversation_id', '=', conversation)
      .executeTakeFirstOrThrow()
  ).id ?? 0;

describe('the operator floor: figures per operator and day', () => {
  it('counts claims newly taken, answers, first-answer waits (median, 90th percentile) and answers in time', async () => {
    const anna = await t.staffLogin('operator');
    const tim = await member();
    const lena = await fictional();
    const first = await write(tim, lena);
    t.clock.advanceMinutes(2);
    expect((await claim(anna, first)).statusCode).toBe(200);
    // Claiming again extends the live claim: no new claim.
    expect((await claim(anna, first)).statusCode).toBe(200);
    await answer(anna, first); // first answer after 120 s
    await answer(anna, first, 'And what do you do today?'); // no first answer: nobody was waiting
    await write(tim, lena, 'Tell me more!');
    t.clock.advanceMinutes(10);
    // The claim lapsed in the quiet: taking it again is a new claim.
    expect((await claim(anna, first)).statusCode).toBe(200);
    await answer(anna, first); // first answer after 600 s

    const ben = await member();
    const second = await write(ben, await fictional());
    t.clock.advanceMinutes(1);
    await claim(anna, second);
    await answer(anna, second); // first answer after 60 s

    expect(await rowOf(anna.cookie, anna.id)).toMatchObject({
      name: 'Test operator',
      claimed: 3,
      answers: 4,
      conversations_answered: 2,
      first_answers: 3,
      // 60, 120 and 600 seconds: the median is 120, the 90th percentile 120 + 0.8 × 480.
      median_first_answer_seconds: 120,
      p90_first_answer_seconds: 504,
      answered_within_5m: 2,
    });
  });

  it('counts a new claim for whoever takes over a lapsed one, none for a refused claim', async () => {
    const anna = await t.staffLogin('operator');
    const ben = await t.staffLogin('operator');
    const conversation = await write(await member(), await fictional());
    await claim(anna, conversation);
    expect((await claim(ben, conversation)).statusCode).toBe(409);
    t.clock.advanceSeconds(CLAIM_IDLE_SECONDS + 1);
    expect((await claim(ben, conversation)).statusCode).toBe(200);
    expect((await claim(anna, conversation)).statusCode).toBe(409);
    expect((await rowOf(anna.cookie, anna.id))?.claimed).toBe(1);
    expect((await rowOf(ben.cookie, ben.id))?.claimed).toBe(1);
  });

  it('gives each paid member message to the operator whose answer came last before it', async () => {
    const anna = await t.staffLogin('operator');
    const ben = await t.staffLogin('operator');
    const tim = await member();
    const lena = await fictional();
    // The opening message is paid before anyone answered: no operator's.
    const conversation = await write(tim, lena);
    await claim(anna, conversation);
    await answer(anna, conversation);
    const afterAnna = await lastMessageId(conversation);
    await write(tim, lena, 'Do you like hiking?');
    await write(tim, lena, 'Or cycling?');
    const annaShare = await paidAfter(conversation, afterAnna);
    expect(annaShare.paid_messages).toBe(2);
    await ok('DELETE', '/api/admin/inbox-claim.php', anna.cookie, { conversation });
    await claim(ben, conversation);
    await answer(ben, conversation);
    const afterBen = await lastMessageId(conversation);
    await write(tim, lena, 'Are you still there?');
    const benShare = await paidAfter(conversation, afterBen);

    expect(await rowOf(anna.cookie, anna.id)).toMatchObject(annaShare);
    expect(await rowOf(ben.cookie, ben.id)).toMatchObject(benShare);
    expect(benShare).toMatchObject({ paid_messages: 1 });
    expect(benShare.credits_spent).toBeGreaterThan(0);
  });

  it('counts a complaint about the profile by its member to the operator who answered that member last', async () => {
    const anna = await t.staffLogin('operator');
    const tim = await member();
    const lena = await fictional();
    const conversation = await write(tim, lena);
    const complain = (who: { cookie: string }) =>
      ok('POST', '/api/complaints.php', who.cookie, { reason: 'fake_profile', profile_id: lena.profileId });
    // Before any answer: nobody's.
    await complain(tim);
    t.clock.advanceMinutes(1);
    await claim(anna, conversation);
    await answer(anna, conversation);
    t.clock.advanceMinutes(1);
    await complain(tim);
    // Someone who never wrote to the profile: not about a conversation Anna answered.
    await complain(await member());
    expect((await rowOf(anna.cookie, anna.id))?.complaints).toBe(1);
  });
});

describe('who sees whose figures', () => {
  it('shows an operator only their own figures, and refuses them another operator’s', async () => {
    const anna = await t.staffLogin('operator');
    const ben = await t.staffLogin('operator');
    for (const operator of [anna, ben]) {
      const conversation = await write(await member(), await fictional());
      await claim(operator, conversation);
      await answer(operator, conversation);
    }
    const own = await days(anna.cookie);
    expect(own.all_operators).toBe(false);
    expect(own.days.length).toBeGreaterThan(0);
    expect(new Set(own.days.map((row) => row.staff_id))).toEqual(new Set([anna.id]));
    const other = await call(
      'GET',
      `/api/admin/operator-days.php?from=${today()}&to=${today()}&staff=${ben.id}`,
      anna.cookie,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'forbidden', action: 'operators.view' });
    // The inbox's own totals too.
    const totals = await ok('GET', `/api/admin/inbox-stats.php?from=${today()}&to=${today()}`, anna.cookie);
    expect(totals.operators.map((row: { staff_id: number }) => row.staff_id)).toEqual([anna.id]);

    const admin = await t.staffLogin('admin');
    const everyone = await days(admin.cookie);
    expect(everyone.all_operators).toBe(true);
    expect(everyone.days.map((row) => row.staff_id)).toEqual(expect.arrayContaining([anna.id, ben.id]));
    const onlyBen = await days(admin.cookie, `from=${today()}&to=${today()}&staff=${ben.id}`);
    expect(new Set(onlyBen.days.map((row) => row.staff_id))).toEqual(new Set([ben.id]));
    // Everything above happened on the main site.
    expect((await days(admin.cookie, `from=${today()}&to=${today()}&site=${t.sites.secondSiteId}`)).days).toEqual([]);
    const allTotals = await ok('GET', `/api/admin/inbox-stats.php?from=${today()}&to=${today()}`, admin.cookie);
    expect(allTotals.operators.map((row: { staff_id: number }) => row.staff_id)).toEqual(
      expect.arrayContaining([anna.id, ben.id]),
    );
  });

  it('refuses a period longer than 92 days in the console language, and dates that are none', async () => {
    const anna = await t.staffLogin('operator');
    const refused = await t.app.inject({
      url: '/api/admin/operator-days.php?from=2026-01-01&to=2026-04-03',
      headers: { cookie: anna.cookie, [CONSOLE_LANGUAGE_HEADER]: 'de' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'range_too_long',
      message: 'Wähle einen Zeitraum von höchstens 92 Tagen.',
      max: 92,
    });
    expect(
      (await call('GET', '/api/admin/operator-days.php?from=2026-01-01&to=2026-04-02', anna.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/admin/inbox-stats.php?from=2025-01-01&to=2026-01-01', anna.cookie)).json().error,
    ).toBe('range_too_long');
    for (const query of [
      'from=2026-03-02&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=0001-01-01&to=0001-01-02',
      'from=9999-12-31&to=9999-12-31',
      'from=today&to=2026-03-01',
      'from=2026-03-01',
      'from=2026-03-01&to=2026-03-01&staff=-1',
      'from=2026-03-01&to=2026-03-01&site=1e3',
    ])
      expect((await call('GET', `/api/admin/operator-days.php?${query}`, anna.cookie)).json().error, query).toBe(
        'invalid_input',
      );
  });
});

describe('the live floor', () => {
  it('counts waiting conversations by site and language with the oldest wait; only admins see who is online', async () => {
    const admin = await t.staffLogin('admin');
    const anna = await t.staffLogin('operator');
    const ben = await t.staffLogin('operator');
    const lena = await fictional();
    const oldest = await write(await member('fi'), lena);
    const since = t.clock.now().toISOString();
    t.clock.advanceMinutes(1);
    const younger = await write(await member('fi'), lena);
    await write(await member('pl'), lena);
    expect((await claim(anna, younger)).statusCode).toBe(200);

    const floor = (await ok('GET', '/api/admin/operator-floor.php', admin.cookie)) as TAdminFloor;
    const group = (language: string) =>
      floor.queue.find((entry) => entry.site_id === t.sites.mainSiteId && entry.language === language);
    expect(group('fi')).toMatchObject({ waiting: 2, claimed: 1, oldest_since: since });
    expect(group('pl')).toMatchObject({ waiting: 1, claimed: 0 });
    expect(floor.sites.map((site) => site.id)).toEqual(
      expect.arrayContaining([t.sites.mainSiteId, t.sites.secondSiteId]),
    );
    // Anna holds a claim, Ben's console is open; the admin is not an operator and claims nothing.
    const online = new Map(floor.online!.map((entry) => [entry.staff_id, entry]));
    expect(online.get(anna.id)?.claims.map((entry) => entry.conversation_id)).toEqual([younger]);
    expect(online.get(ben.id)).toMatchObject({ name: 'Test operator', role: 'operator', claims: [] });
    expect(online.has(admin.id)).toBe(false);
    expect(oldest).not.toBe(younger);

    // The operator sees the queue, but not who is online.
    const own = (await ok('GET', '/api/admin/operator-floor.php', anna.cookie)) as TAdminFloor;
    expect(own.online).toBeNull();
    expect(own.queue.find((entry) => entry.language === 'fi')).toMatchObject({ waiting: 2 });

    // Quiet for longer than the online window and the claim: nobody is online any more.
    t.clock.advanceMinutes(6);
    const later = (await ok('GET', '/api/admin/operator-floor.php', admin.cookie)) as TAdminFloor;
    expect(later.online!.some((entry) => entry.staff_id === anna.id || entry.staff_id === ben.id)).toBe(false);
    // One site: the other site's queue is empty of these.
    const second = (await ok(
      'GET',
      `/api/admin/operator-floor.php?site=${t.sites.secondSiteId}`,
      admin.cookie,
    )) as TAdminFloor;
    expect(second.queue.every((entry) => entry.site_id === t.sites.secondSiteId)).toBe(true);
  });

  it('shows an operator of some sites only those sites’ queue', async () => {
    const admin = await t.staffLogin('admin');
    const operator = await t.staffLogin('operator');
    await ok('PUT', '/api/admin/staff.php', admin.cookie, { id: operator.id, site_ids: [t.sites.secondSiteId] });
    await write(await member('fi'), await fictional());
    const floor = (await ok('GET', '/api/admin/operator-floor.php', operator.cookie)) as TAdminFloor;
    expect(floor.sites.map((site) => site.id)).toEqual([t.sites.secondSiteId]);
    expect(floor.queue.every((entry) => entry.site_id === t.sites.secondSiteId)).toBe(true);
    const asked = (await ok(
      'GET',
      `/api/admin/operator-floor.php?site=${t.sites.mainSiteId}`,
      operator.cookie,
    )) as TAdminFloor;
    expect(asked.queue).toEqual([]);
  });

  it('describes the floor’s calls in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/admin/operator-days.php', '/api/admin/operator-floor.php']));
  });
});
