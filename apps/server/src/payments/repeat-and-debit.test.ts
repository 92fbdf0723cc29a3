import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_MAX_ATTEMPTS, isValidIban } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { directDebitForm } from '../test/direct-debit-form';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const credits = async (userId: number) =>
  (await t.db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;
async function settled(cookie: string, id: string, status: string) {
  await expect
    .poll(async () => (await get(`/api/payment.php?id=${id}`, cookie)).json().order.status, { timeout: 5_000 })
    .toBe(status);
}

async function buyer(overrides: Parameters<TestApp['createMember']>[0] = {}) {
  const member = await t.createMember(overrides);
  const cookie = await t.login(member.email);
  const packages = (await get('/api/packages.php', cookie)).json().packages as Array<{ id: number; credits: number }>;
  return { ...member, cookie, packages };
}

/** Buys the first package by card on the sandbox, with a test card, remembering the card. */
async function buyRemembering(member: Awaited<ReturnType<typeof buyer>>, card: string) {
  const { order, checkout_url } = (
    await post('/api/payment.php', member.cookie, {
      package: member.packages[0]!.id,
      method: 'card',
      save_method: true,
    })
  ).json();
  const url = new URL(checkout_url);
  await t.app.inject({
    method: 'POST',
    url: url.pathname + url.search,
    headers: { cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', card }).toString(),
  });
  await settled(member.cookie, order.id, 'completed');
}

describe('repeat orders', () => {
  it('buys the last package again in one step with the saved card', async () => {
    const member = await buyer();
    expect((await post('/api/repeat-order.php', member.cookie)).json().error).toBe('no_previous_order');
    await buyRemembering(member, 'success');
    expect((await get('/api/packages.php', member.cookie)).json().saved_method).toMatchObject({ method: 'card' });
    const repeat = await post('/api/repeat-order.php', member.cookie);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toMatchObject({
      checkout_url: null,
      order: { recurring: true, status: 'pending', credits: 20 },
    });
    await settled(member.cookie, repeat.json().order.id, 'completed');
    expect(await credits(member.userId)).toBe(40);
  });

  it('fails a saved card that is declined later, and stops offering it', async () => {
    const member = await buyer();
    await buyRemembering(member, 'recurring_fails');
    const repeat = (await post('/api/repeat-order.php', member.cookie)).json();
    await settled(member.cookie, repeat.order.id, 'failed');
    expect((await get(`/api/payment.php?id=${repeat.order.id}`, member.cookie)).json().order.failure_reason).toBe(
      'card_declined',
    );
    expect((await get('/api/packages.php', member.cookie)).json().saved_method).toBeNull();
    expect(await credits(member.userId)).toBe(20);
  });
});

describe('direct debit', () => {
  const form = (packageId: number, overrides: object = {}) => directDebitForm(packageId, 'Kim de Vries', overrides);
  const lastCode = async () => {
    const sms = await t.db.selectFrom('sms_outbox').select('text').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(sms.text)![1]!;
  };

  it('checks the IBAN checksum', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('NL91 ABNA 0417 1643 01')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
  });

  it('texts a code, refuses a wrong one, and buys with the right one', async () => {
    const member = await buyer();
    const bad = await post(
      '/api/directdebit.php',
      member.cookie,
      form(member.packages[0]!.id, { iban: 'NL00 ABNA 0417 1643 00' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('iban_invalid');
    expect(
      (await post('/api/directdebit.php', member.cookie, { ...form(member.packages[0]!.id), consent: false })).json()
        .error,
    ).toBe('invalid_input');
    const started = await post('/api/directdebit.php', member.cookie, form(member.packages[0]!.id));
    expect(started.statusCode).toBe(201);
    const { mandate } = started.json();
    expect(mandate.phone_hint).toBe('••• 678');
    const code = await lastCode();
    const wrong = await post('/api/directdebit-confirm.php', member.cookie, {
      mandate: mandate.id,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error).toBe('sms_code_invalid');
    const resent = await post('/api/directdebit-resend.php', member.cookie, { mandate: mandate.id });
    expect(resent.statusCode).toBe(200);
    const fresh = await lastCode();
    const confirmed = await post('/api/directdebit-confirm.php', member.cookie, { mandate: mandate.id, code: fresh });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order).toMatchObject({ method: 'sepa_debit', credits: 20 });
    await settled(member.cookie, confirmed.json().order.id, 'completed');
    expect(await credits(member.userId)).toBe(20);
  });

  it(`blocks direct debit after ${DIRECT_DEBIT_MAX_ATTEMPTS} wrong codes, and keeps to the 30-day limit`, async () => {
    const member = await buyer();
    const { mandate } = (await post('/api/directdebit.php', member.cookie, form(member.packages[0]!.id))).json();
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    let answer;
    for (let attempt = 0; attempt < DIRECT_DEBIT_MAX_ATTEMPTS; attempt++)
      answer = await post('/api/directdebit-confirm.php', member.cookie, { mandate: mandate.id, code: wrong });
    expect(answer!.json().error).toBe('direct_debit_blocked');
    expect((await post('/api/directdebit.php', member.cookie, form(member.packages[0]!.id))).json().error).toBe(
      'direct_debit_blocked',
    );

    const big = await buyer();
    const largest = big.packages.at(-1)!.id;
    const { mandate: first } = (await post('/api/directdebit.php', big.cookie, form(largest))).json();
    await post('/api/directdebit-confirm.php', big.cookie, { mandate: first.id, code: await lastCode() });
    expect((await post('/api/directdebit.php', big.cookie, form(largest))).json().error).toBe('direct_debit_limit');
  });
});
