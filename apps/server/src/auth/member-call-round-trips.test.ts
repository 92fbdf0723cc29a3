import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_TOUCH_INTERVAL_MS } from './auth.policy';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * What each logged-in read call costs in round trips to the database (issue 19, decision 030): the session
 * and the member's facts come in one statement, and a read writes nothing within the touch interval.
 * A limit here going up needs a reason in the decision.
 */
const LIMITS = {
  'user.php': 2, // session + member; the user view with its own main image
  'chats.php': 5, // session + member; conversations; who may be seen; cards and last messages
  'likes.php': 3, // session + member; likes both ways and their cards, sent together
  'members.php': 5, // session + member; the search's own statements (the search owns those)
  'messages.php': 6, // session + member; the conversation with both read marks; the partner's sight with the blocks; card; history; prices
  'settings.php': 1, // the session (the language); the settings themselves are cached
} as const;

/**
 * Of those, how many the call waits for one after another: statements that do not need each other's answers go
 * to the database together (decision 030).
 */
const WAITS = {
  'user.php': 2, // the session; the user view
  'chats.php': 3, // the session; the list, its partners' sights and last messages together; the cards
  'likes.php': 2, // the session; the likes and their cards together
  'members.php': 3, // the session; the search's own, one after another (decision 028)
  'messages.php': 4, // the session; the membership with the packages (and a free member's count); the sight with the history window; the card with the page
  'settings.php': 1,
} as const;

let t: TestApp;
let cookie = '';
let conversation = 0;
beforeAll(async () => {
  t = await createTestApp();
  const anna = await t.createMember({ name: 'Anna', premium: true, credits: 480, photos: 1 });
  const bas = await t.createMember({ name: 'Bas', gender: 'male', seeking: 'female', photos: 1 });
  const cees = await t.createMember({ name: 'Cees', gender: 'male', seeking: 'female', photos: 1 });
  cookie = await t.login(anna.email);
  const basCookie = await t.login(bas.email);
  for (const other of [bas, cees]) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: { to: other.profileId, kind: 'text', body: 'Hello there' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    conversation = sent.json().conversation.id;
    const liked = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { cookie },
      payload: { id: other.profileId },
    });
    expect(liked.statusCode, liked.body).toBe(200);
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/like.php',
    headers: { cookie: basCookie },
    payload: { id: anna.profileId },
  });
  // Warm what is cached once per process (the settings' secrets), so each call is counted as it runs warm.
  await t.app.inject({ url: '/api/settings.php', headers: { cookie } });
});
afterAll(() => t.close());

async function statementsOf(url: string): Promise<string[]> {
  let status = 0;
  let body = '';
  const statements = await t.statementsOf(async () => {
    const answer = await t.app.inject({ url, headers: { cookie } });
    status = answer.statusCode;
    body = answer.body;
  });
  expect(status, body).toBe(200);
  return statements;
}

const urls = (): Record<keyof typeof LIMITS, string> => ({
  'user.php': '/api/user.php',
  'chats.php': '/api/chats.php',
  'likes.php': '/api/likes.php',
  'members.php': '/api/members.php',
  'messages.php': `/api/messages.php?conversation=${conversation}`,
  'settings.php': '/api/settings.php',
});

describe('round trips of the logged-in read calls', () => {
  for (const name of Object.keys(LIMITS) as Array<keyof typeof LIMITS>) {
    it(`${name} takes at most ${LIMITS[name]} statements and writes nothing`, async () => {
      const statements = await statementsOf(urls()[name]);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(LIMITS[name]);
      expect(statements.filter((sql) => !/^\s*select/i.test(sql))).toEqual([]);
    });
  }

  // PGlite's one connection serves statements in turn; on PostgreSQL the pool sends them side by side.
  for (const name of Object.keys(WAITS) as Array<keyof typeof WAITS>) {
    it.runIf(inject('testDatabase').kind === 'postgres')(
      `${name} waits for at most ${WAITS[name]} round trips, one after another`,
      async () => {
        let status = 0;
        const waits = await t.waitsOf(async () => {
          status = (await t.app.inject({ url: urls()[name], headers: { cookie } })).statusCode;
        });
        expect(status).toBe(200);
        expect(waits).toBeLessThanOrEqual(WAITS[name]);
      },
    );
  }

  it('reads the session and the member in one statement', async () => {
    const [first] = await statementsOf('/api/likes.php');
    expect(first).toMatch(/from "sessions"/);
    expect(first).toMatch(/"profiles"/);
  });

  it('notes the session and the activity in one statement once per touch interval', async () => {
    t.clock.advanceSeconds(SESSION_TOUCH_INTERVAL_MS / 1000 + 1);
    const touched = await statementsOf('/api/user.php');
    const writes = touched.filter((sql) => !/^\s*select/i.test(sql));
    expect(writes).toHaveLength(1);
    expect(touched.length).toBe(LIMITS['user.php'] + 1);
    // Right after, reads are reads again.
    expect(await statementsOf('/api/user.php')).toHaveLength(LIMITS['user.php']);
  });
});
