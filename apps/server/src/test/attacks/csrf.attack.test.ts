import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { changedTables, countRows, listTables } from '../fuzz/row-counts';
import { signUpAndConfirm } from '../public-members';
import { createTestApp } from '../test-app';
import { apiCalls, SAME_SITE, WRITE_METHODS, type ApiCall } from './api-calls';

/**
 * CSRF: a page on another site makes the browser of a logged-in member (or staff member) send a write to
 * us, with their cookie. Every state-changing call of /api/openapi.json must refuse it – whatever the
 * browser tells us about where it comes from (Sec-Fetch-Site, Origin) – and write nothing. The cookies'
 * SameSite attribute is the second line; only the provider callbacks listed below take cross-site calls.
 */

const t = await createTestApp();
afterAll(() => t.close());
const calls = await apiCalls(t);
const member = await signUpAndConfirm(t, { name: 'Carla' });
const staff = await t.staffLogin('admin');

/** Writes other sites may send, each with what authenticates it instead of the browser's origin. */
const CROSS_SITE_ALLOWED: Record<string, string> = {
  'POST /api/payment-webhook.php': 'the payment provider: the raw body must carry its signature, at most 5 minutes old',
  'POST /api/mail-events.php': 'the mail provider: a shared secret header (x-mail-events-secret)',
  'POST /api/unsubscribe.php': 'RFC 8058 one-click from the mail program: the signed token in the address',
};
/** GET calls that change state, refused from other sites like writes. */
const STATE_CHANGING_GETS = new Set(['GET /api/logout.php']);

/** How a forged request can look, from a modern browser, an old one, a sandboxed frame or a look-alike host. */
const FOREIGN_REQUESTS: Array<[string, Record<string, string>]> = [
  ['marked cross-site by the browser', { ...SAME_SITE, 'sec-fetch-site': 'cross-site' }],
  ['marked same-site (a sibling subdomain)', { ...SAME_SITE, 'sec-fetch-site': 'same-site' }],
  ['from a foreign Origin, without Sec-Fetch-Site', { origin: 'https://evil.example' }],
  ['from Origin null (a sandboxed frame)', { origin: 'null' }],
  ['from a look-alike Origin', { origin: 'http://localhost.evil.example' }],
  ['from another port of our host', { origin: 'http://localhost:8080' }],
  ['with a Host that is not the Origin', { origin: 'http://localhost', host: 'evil.example' }],
];

const writes = calls.filter(
  (call) => (WRITE_METHODS.has(call.method) || STATE_CHANGING_GETS.has(call.key)) && !(call.key in CROSS_SITE_ALLOWED),
);
const cookieOf = (call: ApiCall) => (call.caller === 'staff' ? staff.cookie : member.cookie);
const send = (call: ApiCall, headers: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: call.method,
    url: call.path,
    headers: { ...headers, ...(cookie && { cookie }), 'idempotency-key': randomUUID() },
    ...(call.method !== 'GET' && { payload: {} }),
  });

describe('writes sent by another site', () => {
  it('finds the state-changing calls in the API description', () => {
    expect(writes.length).toBeGreaterThan(70);
    expect(writes.map((call) => call.key)).toContain('GET /api/logout.php');
  });

  for (const call of writes)
    it(`${call.key}: a page on another site cannot make a logged-in browser call it`, async () => {
      const tables = await listTables(t.db);
      const before = await countRows(t.db, tables);
      const wrong: string[] = [];
      for (const [how, headers] of FOREIGN_REQUESTS) {
        const answer = await send(call, headers, cookieOf(call));
        if (answer.statusCode !== 403 || answer.json().error !== 'forbidden_origin')
          wrong.push(`${how}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
      expect(changedTables(before, await countRows(t.db, tables))).toEqual([]);
      // The same call from our own pages gets past the origin check (here to the session or input check).
      const own = await send(call, SAME_SITE);
      expect(own.statusCode === 403 && own.json().error === 'forbidden_origin', own.body).toBe(false);
    });

  it('a page on another site cannot make a member spend credits on a message', async () => {
    const recipient = await signUpAndConfirm(t, { name: 'Rick', gender: 'male', seeking: 'female' });
    const balance = async () =>
      (await t.app.inject({ url: '/api/user.php', headers: { cookie: member.cookie } })).json();
    const before = (await balance()).user.credits as number;
    const message = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { ...headers, cookie: member.cookie, 'idempotency-key': randomUUID() },
        payload: { to: recipient.profileId, body: 'Sent by a page I never saw' },
      });
    const forged = await message({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect((await balance()).user.credits).toBe(before);
    // The very same request from our own page is a real send: only its origin made the difference.
    expect((await message(SAME_SITE)).statusCode).toBe(201);
  });

  it('a form posted from another site cannot cancel a member’s sandbox checkout', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout/sbx_cs_0123456789abcdef',
      headers: {
        origin: 'https://evil.example',
        cookie: member.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'action=cancel',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('forbidden_origin');
  });

  it('lets other sites read public calls, never write through them', async () => {
    const read = await t.app.inject({ url: '/api/settings.php', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
    // No CORS: the reading page's script never sees an answer, so a read cannot leak a member's data either.
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the calls other sites may send', () => {
  it('are exactly the provider callbacks, each refusing a caller without its own credential', async () => {
    const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const open = [];
    for (const call of calls.filter((candidate) => WRITE_METHODS.has(candidate.method))) {
      const answer = await send(call, foreign);
      if (answer.statusCode !== 403 || answer.json().error !== 'forbidden_origin') open.push(call.key);
    }
    expect(open.sort()).toEqual(Object.keys(CROSS_SITE_ALLOWED).sort());

    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: { ...foreign, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'payment.succeeded', data: { ref: 'x', amount: 1 } }),
    });
    expect(webhook.json().error).toBe('webhook_signature_invalid');
    const mailEvents = await t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: foreign,
      payload: { events: [{ type: 'bounce', email: member.email }] },
    });
    expect(mailEvents.statusCode).toBe(403);
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe.php?token=forged-token-0123456789',
      headers: foreign,
      payload: {},
    });
    expect(unsubscribe.json().error).toBe('link_invalid');
  });
});

describe('the session cookies', () => {
  it('are HttpOnly and SameSite: Lax for members, Strict for staff', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: SAME_SITE,
      payload: { email: member.email, password: member.password },
    });
    const auth = login.cookies.find((cookie) => cookie.name === 'auth')!;
    expect(auth).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login.php',
      headers: SAME_SITE,
      payload: { email: staff.email, password: 'correct horse battery' },
    });
    const session = staffLogin.cookies.find((cookie) => cookie.name === 'staff_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  });
});

describe('requests without a Host', () => {
  /** Sends raw HTTP to the listening server, so the request can lack what inject always adds. */
  async function rawRequest(head: string[], body: string): Promise<string> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    return new Promise((resolve, reject) => {
      // Written without half-closing: a server that sees the end of input first may drop the answer.
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('refuses a write without a Host, with or without a foreign Origin', async () => {
    const withoutHost = await rawRequest(
      [
        'POST /api/user.php HTTP/1.1',
        'Origin: https://evil.example',
        `Cookie: ${member.cookie}`,
        'Content-Type: application/json',
        'Content-Length: 2',
        'Connection: close',
      ],
      '{}',
    );
    expect(withoutHost).toMatch(/^HTTP\/1\.1 400/);
    // HTTP/1.0 needs no Host: the origin check still compares the Origin with the (empty) host.
    const oldProtocol = await rawRequest(
      [
        'PUT /api/user.php HTTP/1.0',
        'Origin: https://evil.example',
        `Cookie: ${member.cookie}`,
        'Content-Type: application/json',
        'Content-Length: 17',
      ],
      '{"language":"de"}',
    );
    expect(oldProtocol).toMatch(/^HTTP\/1\.[01] 403/);
    expect(oldProtocol).toContain('forbidden_origin');
  });
});
