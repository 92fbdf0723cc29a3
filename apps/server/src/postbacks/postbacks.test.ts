import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPostbackEvent } from '@app/shared';
import { inTransaction } from '../db/transaction';
import { payOnSandboxCheckout } from '../test/fixture-purchase';
import { signUpAndConfirm } from '../test/public-members';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowanceFor, isPrivateAddress } from './outbound-allow-list';
import { queuePostbacks } from './queue-postbacks';
import { PostbackRefused, sendPostback } from './send-postback';

/** The traffic network's server: records each call and answers with the next planned status (200 after). */
function receiver() {
  const calls: URL[] = [];
  const planned: number[] = [];
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/hang')) return;
    calls.push(new URL(req.url ?? '/', 'http://receiver'));
    const status = planned.shift() ?? 200;
    res.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/elsewhere' } : {});
    res.end(status === 200 ? 'OK conversion recorded' : `status ${status}`);
  });
  return { server, calls, planned };
}

const network = receiver();
let base: string;
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  await new Promise<void>((resolve) => network.server.listen(0, '127.0.0.1', resolve));
  const port = (network.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ POSTBACK_ALLOWED_HOSTS: `127.0.0.1:${port}, *.tracker.example` });
  admin = await t.staffLogin('admin');
});
afterAll(async () => {
  await t.close();
  network.server.closeAllConnections();
  await new Promise((resolve) => network.server.close(resolve));
});
beforeEach(() => {
  network.calls.length = 0;
  network.planned.length = 0;
});

const consoleCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

async function addTemplate(networkName: string, event: string, path: string, extra: object = {}) {
  const answer = await consoleCall('POST', '/api/admin/postbacks.php', admin.cookie, {
    site: t.sites.mainSiteId,
    network: networkName,
    event,
    url: `${base}${path}`,
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().postback as { id: number };
}

async function sendDue() {
  await t.settle();
  await t.runJobs();
}

describe('conversion postbacks', () => {
  it('tells the network of a signup, an activation, purchases and a refund, with the macros filled in', async () => {
    await addTemplate('AdNet', 'signup', '/lead?click={click_id}&s1={sub1}&s2={sub2}&s3={sub3}&e={event}&p={payout}');
    await addTemplate('adnet', 'activation', '/doi?click={click_id}&e={event}');
    await addTemplate(
      'adnet',
      'first_purchase',
      '/ftd?click={click_id}&amount={payout}&cur={currency}&order={order_id}',
    );
    await addTemplate('adnet', 'purchase', '/sale?click={click_id}&amount={payout}&order={order_id}&e={event}', {
      fixed_payout_cents: 1250,
    });
    await addTemplate('adnet', 'reversal', '/reverse?click={click_id}&order={order_id}&why={reason}&amount={payout}');
    await addTemplate('othernet', 'signup', '/other?click={click_id}');

    const member = await signUpAndConfirm(t, { network: 'adnet', ref: 'clk-42', sub1: 'spring & summer', sub2: 'b' });
    await sendDue();
    const [signup, activation] = network.calls;
    expect(network.calls).toHaveLength(2);
    expect(signup!.pathname).toBe('/lead');
    expect(Object.fromEntries(signup!.searchParams)).toEqual({
      click: 'clk-42',
      s1: 'spring & summer',
      s2: 'b',
      s3: '',
      e: 'signup',
      p: '0.00',
    });
    expect(activation!.pathname).toBe('/doi');
    expect(activation!.searchParams.get('e')).toBe('activation');

    network.calls.length = 0;
    const first = await payOnSandboxCheckout(t, member.cookie);
    const second = await payOnSandboxCheckout(t, member.cookie);
    await sendDue();
    const byPath = (path: string) => network.calls.filter((call) => call.pathname === path);
    expect(byPath('/ftd')).toHaveLength(1);
    expect(Object.fromEntries(byPath('/ftd')[0]!.searchParams)).toEqual({
      click: 'clk-42',
      amount: (first.amount_cents / 100).toFixed(2),
      cur: first.currency,
      order: first.publicId,
    });
    // The queue carries calls out side by side: in no particular order.
    expect(
      byPath('/sale')
        .map((call) => call.searchParams.get('order'))
        .sort(),
    ).toEqual([first.publicId, second.publicId].sort());
    expect(byPath('/sale')[0]!.searchParams.get('amount')).toBe('12.50');

    network.calls.length = 0;
    const support = await t.staffLogin('support');
    const refund = await consoleCall('POST', '/api/admin/refund.php', support.cookie, { order: first.id });
    expect(refund.statusCode, refund.body).toBe(200);
    await sendDue();
    expect(network.calls.map((call) => Object.fromEntries(call.searchParams))).toEqual([
      { click: 'clk-42', order: first.publicId, why: 'refund', amount: (first.amount_cents / 100).toFixed(2) },
    ]);

    const log = await consoleCall('GET', `/api/admin/postback-calls.php?site=${t.sites.mainSiteId}`, admin.cookie);
    const calls = log.json().calls as Array<Record<string, unknown>>;
    expect(calls[0]).toMatchObject({
      event: 'reversal',
      network: 'adnet',
      status: 'sent',
      attempts: 1,
      http_status: 200,
      response_excerpt: 'OK conversion recorded',
    });
    expect(typeof calls[0]!.duration_ms).toBe('number');
    expect(calls.filter((call) => call.network === 'othernet')).toEqual([]);
  });

  it('calls once per conversion, however often the conversion is told', async () => {
    const template = await addTemplate('oncenet', 'signup', '/once?click={click_id}');
    const member = await signUpAndConfirm(t, { network: 'oncenet', ref: 'only-once' });
    const again = () =>
      inTransaction(t.db, ({ tx }) => queuePostbacks(tx, { userId: member.userId, events: ['signup'] }, t.clock.now()));
    expect(await again()).toBe(0);
    await sendDue();
    const calls = await t.db.selectFrom('postback_calls').select('id').where('template_id', '=', template.id).execute();
    expect(calls).toHaveLength(1);
    expect(network.calls.filter((call) => call.pathname === '/once')).toHaveLength(1);
  });

  it('tries again with backoff while the network is down, and gives up on a refusal', async () => {
    await addTemplate('flakynet', 'signup', '/flaky?click={click_id}');
    await addTemplate('flakynet', 'activation', '/refuses?click={click_id}');
    network.planned.push(503, 404);
    const member = await signUpAndConfirm(t, { network: 'flakynet', ref: 'try-again' });
    await sendDue();
    const callOf = (event: TPostbackEvent) =>
      t.db
        .selectFrom('postback_calls')
        .selectAll()
        .where('user_id', '=', member.userId)
        .where('event', '=', event)
        .executeTakeFirstOrThrow();
    expect(await callOf('signup')).toMatchObject({ status: 'retrying', attempts: 1, http_status: 503 });
    expect(await callOf('activation')).toMatchObject({ status: 'failed', attempts: 1, http_status: 404 });

    await t.runJobs();
    expect((await callOf('signup')).status).toBe('retrying');
    t.clock.advanceSeconds(31);
    await t.runJobs();
    expect(await callOf('signup')).toMatchObject({ status: 'sent', attempts: 2, http_status: 200 });
    expect(network.calls.filter((call) => call.pathname === '/refuses')).toHaveLength(1);
  });

  it('does not follow a redirect away from the allowed host', async () => {
    await addTemplate('movingnet', 'signup', '/moved?click={click_id}');
    network.planned.push(302);
    const member = await signUpAndConfirm(t, { network: 'movingnet', ref: 'r' }, { confirm: false });
    await sendDue();
    const call = await t.db
      .selectFrom('postback_calls')
      .selectAll()
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(call).toMatchObject({ status: 'sent', http_status: 302 });
    expect(network.calls).toHaveLength(1);
  });

  it('sends nothing for a member who came from no network, or from a network without templates', async () => {
    await addTemplate('quietnet', 'signup', '/quiet');
    await signUpAndConfirm(t);
    await signUpAndConfirm(t, { network: 'unknownnet', ref: 'x' });
    await sendDue();
    expect(network.calls).toEqual([]);
  });

  it('refuses templates off the allow-list, with a macro in the host, or a misspelt macro', async () => {
    const post = (url: string) =>
      consoleCall('POST', '/api/admin/postbacks.php', admin.cookie, {
        site: t.sites.mainSiteId,
        network: 'n',
        event: 'signup',
        url,
      });
    const metadata = await post('http://169.254.169.254/latest/meta-data?c={click_id}');
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json().error).toBe('postback_host_not_allowed');
    expect((await post('http://127.0.0.1:1/other-port')).json().error).toBe('postback_host_not_allowed');
    expect((await post('http://tracker.example/')).json().error).toBe('postback_host_not_allowed');
    const hostMacro = await post('http://{sub1}.tracker.example/x');
    expect(hostMacro.statusCode).toBe(400);
    expect(hostMacro.json().fields.url).toBeDefined();
    const typo = await post(`${base}/x?c={clickid}`);
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields.url).toEqual([expect.stringContaining('{click_id}')]);
    expect((await post('https://a.tracker.example/p?c={click_id}')).statusCode).toBe(201);
    expect((await post('ftp://a.tracker.example/p')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const role of ['operator', 'support', 'moderator'] as const) {
      const staff = await t.staffLogin(role);
      const answer = await consoleCall('GET', `/api/admin/postbacks.php?site=${t.sites.mainSiteId}`, staff.cookie);
      expect(answer.statusCode).toBe(403);
      const log = await consoleCall('GET', `/api/admin/postback-calls.php?site=${t.sites.mainSiteId}`, staff.cookie);
      expect(log.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: `/api/admin/postbacks.php?site=${t.sites.mainSiteId}` })).statusCode).toBe(401);
  });

  it('keeps every edit and deletion in the audit log, and an inactive template sends nothing', async () => {
    const template = await addTemplate('editnet', 'signup', '/edit?c={click_id}');
    const changed = await consoleCall('PUT', '/api/admin/postbacks.php', admin.cookie, {
      id: template.id,
      network: 'editnet',
      event: 'signup',
      url: `${base}/edited?c={click_id}`,
      fixed_payout_cents: null,
      active: false,
    });
    expect(changed.json().postback).toMatchObject({ url: `${base}/edited?c={click_id}`, active: false });
    await signUpAndConfirm(t, { network: 'editnet', ref: 'inactive' }, { confirm: false });
    await sendDue();
    expect(network.calls).toEqual([]);
    expect(
      (await consoleCall('DELETE', '/api/admin/postbacks.php', admin.cookie, { id: template.id })).statusCode,
    ).toBe(200);
    expect(
      (await consoleCall('DELETE', '/api/admin/postbacks.php', admin.cookie, { id: template.id })).statusCode,
    ).toBe(404);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'postback')
      .where('target_id', '=', String(template.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['postback.create', 'postback.update', 'postback.delete']);
  });
});

describe('the outbound allow-list', () => {
  it('matches exact hosts, wildcards below a domain, and ports', () => {
    const entries = ['tracker.example', '*.network.example', '10.0.0.5:8080'];
    expect(allowanceFor(new URL('https://tracker.example/x'), entries)).toBe('exact');
    expect(allowanceFor(new URL('http://tracker.example:8080/x'), entries)).toBeNull();
    expect(allowanceFor(new URL('https://a.b.network.example/x'), entries)).toBe('wildcard');
    expect(allowanceFor(new URL('https://network.example/x'), entries)).toBeNull();
    expect(allowanceFor(new URL('https://evilnetwork.example/x'), entries)).toBeNull();
    expect(allowanceFor(new URL('http://10.0.0.5:8080/x'), entries)).toBe('exact');
    expect(allowanceFor(new URL('http://10.0.0.5/x'), entries)).toBeNull();
  });

  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:2800:220:1::1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a wildcard host that resolves to a private address, at the moment of connecting', async () => {
    const port = (network.server.address() as AddressInfo).port;
    await expect(sendPostback(new URL(`http://localhost:${port}/x`), 'wildcard', 2_000)).rejects.toBeInstanceOf(
      PostbackRefused,
    );
    const exact = await sendPostback(new URL(`http://localhost:${port}/x`), 'exact', 2_000);
    expect(exact.status).toBe(200);
  });

  it('gives up on a network that does not answer within the timeout', async () => {
    await expect(sendPostback(new URL(`${base}/hang`), 'exact', 200)).rejects.toThrow(/no answer within 200 ms/);
  });
});
