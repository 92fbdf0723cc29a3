import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries, staffClient } from './admin-test-kit';

let t: TestApp;
let admin: ReturnType<typeof staffClient>;
let memberCookie: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = staffClient(t, (await t.staffLogin('admin')).cookie);
  const member = await t.createMember({ country: 'NL' });
  memberId = member.userId;
  memberCookie = await t.login(member.email);
});
afterAll(() => t.close());

const memberPackages = async () =>
  (await t.app.inject({ url: '/api/packages.php', headers: { cookie: memberCookie } })).json().packages as Array<{
    id: number;
    best_value: boolean;
    price_cents: number;
  }>;

describe('credit packages in the console', () => {
  it('adds a package that members see at once; the best value moves to it', async () => {
    const { packages } = (await admin('GET', `/api/admin/packages.php?site=${t.sites.mainSiteId}`)).json();
    expect(new Set(packages.map((pack: { currency: string }) => pack.currency))).toContain('GBP');
    const created = await admin('POST', '/api/admin/packages.php', {
      site: t.sites.mainSiteId,
      currency: 'EUR',
      credits: 600,
      price_cents: 12_999,
      style: 'p3',
      best_value: true,
      position: 9,
    });
    expect(created.statusCode).toBe(201);
    const pack = created.json().package;
    const seen = await memberPackages();
    expect(seen.find((entry) => entry.id === pack.id)).toMatchObject({ price_cents: 12_999, best_value: true });
    expect(seen.filter((entry) => entry.best_value)).toHaveLength(1);
    const [entry] = await auditEntries(t, 'package.create', pack.id);
    expect(entry!.after).toMatchObject({
      credits: 600,
      price_cents: 12_999,
      best_value_taken_from: [expect.any(Number)],
    });
  });

  it('changes a price, takes a package off sale without deleting it, and brings it back', async () => {
    const [first] = await memberPackages();
    const changed = await admin('PUT', '/api/admin/packages.php', { id: first!.id, price_cents: 1049 });
    expect(changed.json().package.price_cents).toBe(1049);
    expect((await memberPackages()).find((entry) => entry.id === first!.id)!.price_cents).toBe(1049);
    const [priceEntry] = await auditEntries(t, 'package.update', first!.id);
    expect(priceEntry).toMatchObject({ before: { price_cents: 999 }, after: { price_cents: 1049 } });

    const off = await admin('DELETE', '/api/admin/packages.php', { id: first!.id });
    expect(off.json().package.active).toBe(false);
    expect((await memberPackages()).map((entry) => entry.id)).not.toContain(first!.id);
    const { packages } = (await admin('GET', `/api/admin/packages.php?site=${t.sites.mainSiteId}`)).json();
    expect(packages.find((entry: { id: number }) => entry.id === first!.id).active).toBe(false);
    expect(await auditEntries(t, 'package.deactivate', first!.id)).toHaveLength(1);

    await admin('PUT', '/api/admin/packages.php', { id: first!.id, active: true });
    expect((await memberPackages()).map((entry) => entry.id)).toContain(first!.id);
  });

  it('refuses bad packages field by field', async () => {
    const answer = await admin('POST', '/api/admin/packages.php', {
      site: t.sites.mainSiteId,
      currency: 'EURO',
      credits: 0,
      price_cents: -5,
      style: 'p9',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('invalid_input');
    expect(Object.keys(answer.json().fields).sort()).toEqual(['credits', 'currency', 'price_cents', 'style']);
    const noSite = await admin('POST', '/api/admin/packages.php', {
      site: 999_999,
      currency: 'EUR',
      credits: 10,
      price_cents: 100,
      style: 'p0',
    });
    expect(noSite.json().fields).toEqual({ site: ['no such site'] });
    expect((await admin('PUT', '/api/admin/packages.php', { id: 999_999, price_cents: 5 })).statusCode).toBe(404);
  });
});

describe('discount codes in the console', () => {
  const lookUp = (code: string) =>
    t.app.inject({ url: `/api/discountcode.php?code=${code}`, headers: { cookie: memberCookie } });

  it('creates a code members can use, lists it with its redemptions, and switches it off', async () => {
    const created = await admin('POST', '/api/admin/discounts.php', {
      code: 'Summer10',
      site_id: t.sites.mainSiteId,
      value_percentage: 10,
      paymentmethods: ['ideal', 'card'],
      expires_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const { code } = created.json();
    expect(code).toMatchObject({ code: 'Summer10', validity: 'once_per_user', status: 'active', redemptions: 0 });
    expect((await lookUp('SUMMER10')).json().discountcode).toMatchObject({ value_percentage: 10 });

    const listed = (await admin('GET', `/api/admin/discounts.php?site=${t.sites.mainSiteId}&q=summer`)).json();
    expect(listed.codes.map((entry: { code: string }) => entry.code)).toEqual(['Summer10']);

    const off = await admin('PUT', '/api/admin/discounts.php', { id: code.id, status: 'disabled' });
    expect(off.json().code.status).toBe('disabled');
    expect((await lookUp('SUMMER10')).json().error).toBe('discount_not_found');
    const [entry] = await auditEntries(t, 'discount.update', code.id);
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
    expect(await auditEntries(t, 'discount.create', code.id)).toHaveLength(1);
  });

  it('keeps codes unique per site whatever their case: 409 with the field named', async () => {
    const again = await admin('POST', '/api/admin/discounts.php', {
      code: 'summer10',
      site_id: t.sites.mainSiteId,
      value_percentage: 20,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'invalid_input',
      fields: { code: [expect.stringContaining('exists')] },
    });
    const elsewhere = await admin('POST', '/api/admin/discounts.php', {
      code: 'SUMMER10',
      site_id: t.sites.secondSiteId,
      value_percentage: 20,
    });
    expect(elsewhere.statusCode).toBe(201);
    const renamed = await admin('PUT', '/api/admin/discounts.php', {
      id: elsewhere.json().code.id,
      site_id: t.sites.mainSiteId,
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('refuses bad codes field by field', async () => {
    const other = await t.createMember({ siteId: t.sites.secondSiteId, country: 'NL' });
    const answer = await admin('POST', '/api/admin/discounts.php', {
      code: 'a b',
      value_percentage: 95,
      paymentmethods: ['cash'],
      validity: 'twice',
      country: 'XX',
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields).sort()).toEqual([
      'code',
      'country',
      'paymentmethods.0',
      'site_id',
      'validity',
      'value_percentage',
    ]);
    const wrongMember = await admin('POST', '/api/admin/discounts.php', {
      code: 'FORYOU',
      site_id: t.sites.mainSiteId,
      user_id: other.userId,
      value_percentage: 30,
    });
    expect(wrongMember.json().fields).toEqual({ user_id: ['a member of another site'] });
    const personal = await admin('POST', '/api/admin/discounts.php', {
      code: 'FORYOU',
      site_id: null,
      user_id: memberId,
      value_percentage: 30,
    });
    expect(personal.json().code).toMatchObject({ site_id: null, user_id: memberId });
  });
});
