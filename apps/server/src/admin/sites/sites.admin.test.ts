import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditEntries, staffClient } from './admin-test-kit';

let t: TestApp;
let admin: ReturnType<typeof staffClient>;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.staffLogin('admin');
  admin = staffClient(t, login.cookie);
  adminEmail = login.email;
});
afterAll(() => t.close());

const settings = async (query = '', headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/api/settings.php${query}`, headers })).json().settings;

describe('sites in the console', () => {
  it('lists the sites and answers every stored setting of one', async () => {
    const { sites } = (await admin('GET', '/api/admin/sites.php')).json();
    expect(sites.map((site: { name: string }) => site.name)).toEqual(['Amora', 'Flirtpunt']);
    expect(sites[1]).toMatchObject({
      domain: 'flirtpunt.localhost',
      domains: ['flirtpunt.test'],
      company_name: 'Amora Media B.V.',
    });
    const { site } = (await admin('GET', `/api/admin/site.php?id=${t.sites.secondSiteId}`)).json();
    expect(site).toMatchObject({
      min_age: 21,
      photo_approval: true,
      minimum_message_costs: { BE: { costs: 2, currency: 'EUR' } },
    });
    expect((await admin('GET', '/api/admin/site.php?id=999999')).statusCode).toBe(404);
  });

  it('changes settings that the public settings show at once, and audits only what changed', async () => {
    const answer = await admin('PUT', '/api/admin/site.php', {
      id: t.sites.mainSiteId,
      index_title: { en: 'Amora – new title', de: 'Amora – neuer Titel' },
      message_credits: 3,
      niche: 1,
      fictional_warning: { en: 'Some profiles are fictional.', de: 'Einige Profile sind fiktiv.' },
      minimum_message_costs: { GB: { costs: 3, currency: 'GBP' } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().site).toMatchObject({
      index_title: { en: 'Amora – new title', de: 'Amora – neuer Titel' },
      message_credits: 3,
    });
    const now = await settings();
    expect(now).toMatchObject({
      index_title: 'Amora – new title',
      message_credits: 3,
      fictional_warning: 'Some profiles are fictional.',
      minimum_message_costs: { GB: { costs: 3, currency: 'GBP' } },
    });
    const [entry] = await auditEntries(t, 'site.update', t.sites.mainSiteId);
    expect(entry).toMatchObject({ staff_email: adminEmail, target_type: 'site' });
    // niche was 1 already: not a change.
    expect(entry!.before).toMatchObject({ index_title: { en: 'Amora – meet singles near you' }, message_credits: 1 });
    expect(entry!.after).toMatchObject({ index_title: { de: 'Amora – neuer Titel' }, message_credits: 3 });
    expect(Object.keys(entry!.after as object)).not.toContain('niche');
  });

  it('answers bad settings with invalid_input naming each field', async () => {
    const ranges = await admin('PUT', '/api/admin/site.php', {
      id: t.sites.mainSiteId,
      niche: 9,
      countries: ['NL', 'XX'],
      languages: ['en', 'en'],
      min_age: 16,
      currency: 'EURO',
      cdn_prefix: 'ftp://media',
      support_email: 'nope',
    });
    expect(ranges.statusCode).toBe(400);
    expect(ranges.json().error).toBe('invalid_input');
    expect(Object.keys(ranges.json().fields)).toEqual(
      expect.arrayContaining([
        'niche',
        'countries.1',
        'languages',
        'min_age',
        'currency',
        'cdn_prefix',
        'support_email',
      ]),
    );
    const rules = await admin('PUT', '/api/admin/site.php', {
      id: t.sites.secondSiteId,
      countries: ['NL'],
      default_country: 'BE',
      domain_language: 'sv-SE',
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().fields).toMatchObject({
      default_country: ["not one of the site's countries"],
      'minimum_message_costs.BE': ["not one of the site's countries"],
      domain_language: ["not one of the site's languages"],
    });
    // Nothing was stored.
    expect((await settings('?_force_domain=flirtpunt.localhost')).countries).toEqual(['NL', 'BE']);
  });

  it('keeps every domain to one site: 409 for a taken one; a new further domain answers at once', async () => {
    const taken = await admin('PUT', '/api/admin/site.php', { id: t.sites.mainSiteId, domains: ['flirtpunt.test'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'invalid_input',
      fields: { domains: ['flirtpunt.test belongs to another site'] },
    });
    const main = await admin('PUT', '/api/admin/site.php', { id: t.sites.secondSiteId, domain: 'LOCALHOST' });
    expect(main.statusCode).toBe(409);
    expect(main.json().fields.domain).toBeDefined();

    const added = await admin('PUT', '/api/admin/site.php', {
      id: t.sites.secondSiteId,
      domains: ['flirtpunt.test', 'www.flirtpunt.example'],
    });
    expect(added.json().site.domains).toEqual(['flirtpunt.example', 'flirtpunt.test']);
    expect((await settings('', { host: 'flirtpunt.example' })).name).toBe('Flirtpunt');
    const [entry] = await auditEntries(t, 'site.update', t.sites.secondSiteId);
    expect(entry).toMatchObject({
      before: { domains: ['flirtpunt.test'] },
      after: { domains: ['flirtpunt.example', 'flirtpunt.test'] },
    });
  });

  it('creates a site of a company, never the default one', async () => {
    const base = {
      name: 'Nordflirt',
      domain: 'nordflirt.example',
      languages: ['sv', 'da', 'nb', 'fi', 'en'],
      countries: ['SE', 'DK', 'NO', 'FI'],
      default_country: 'SE',
      currency: 'SEK',
    };
    const noCompany = await admin('POST', '/api/admin/site.php', base);
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().fields.company_id).toBeDefined();
    const unknown = await admin('POST', '/api/admin/site.php', { ...base, company_id: 999999 });
    expect(unknown.json().fields).toEqual({ company_id: ['no such company'] });

    const { company } = (
      await admin('POST', '/api/admin/company.php', { name: 'Nord Media AB', country: 'SE' })
    ).json();
    const created = await admin('POST', '/api/admin/site.php', { ...base, company_id: company.id, niche: 2 });
    expect(created.statusCode).toBe(201);
    const { site } = created.json();
    // An adult niche shows explicit photos (never as main); a plain one has a moderator look first, unless staff chose.
    expect(site).toMatchObject({
      is_default: false,
      niche: 2,
      message_credits: 1,
      min_age: 18,
      domains: [],
      explicit_photos: 'not_main',
    });
    const plain = await admin('POST', '/api/admin/site.php', {
      ...base,
      name: 'Nordflirt Plain',
      domain: 'plain.nordflirt.example',
      company_id: company.id,
    });
    expect(plain.json().site).toMatchObject({ niche: 1, explicit_photos: 'review' });
    const chosen = await admin('POST', '/api/admin/site.php', {
      ...base,
      name: 'Nordflirt Chosen',
      domain: 'chosen.nordflirt.example',
      company_id: company.id,
      explicit_photos: 'not_main',
    });
    expect(chosen.json().site).toMatchObject({ niche: 1, explicit_photos: 'not_main' });
    expect((await admin('PUT', '/api/admin/site.php', { id: site.id, explicit_photos: 'never' })).statusCode).toBe(400);
    expect(await settings('?_force_domain=nordflirt.example')).toMatchObject({
      name: 'Nordflirt',
      company_id: company.id,
    });
    expect((await settings()).name).toBe('Amora');
    expect(await auditEntries(t, 'site.create', site.id)).toHaveLength(1);
    expect(await auditEntries(t, 'company.create', company.id)).toHaveLength(1);
  });
});

describe('company info in the console', () => {
  it('lists companies, changes one (shown by /api/companyinfo.php at once) and audits it', async () => {
    const { companies } = (await admin('GET', '/api/admin/companies.php')).json();
    const amora = companies.find((company: { name: string }) => company.name === 'Amora Media B.V.');
    expect(amora.sites.map((site: { name: string }) => site.name)).toEqual(['Amora', 'Flirtpunt']);
    const changed = await admin('PUT', '/api/admin/company.php', {
      id: amora.id,
      address: 'Herengracht 1',
      tradenames: ['Amora', 'Flirtpunt', 'Nordflirt'],
      vat_numbers: ['nl862345678b01'],
      delete_discount: 40,
    });
    expect(changed.statusCode).toBe(200);
    const { company } = (await t.app.inject({ url: '/api/companyinfo.php' })).json();
    expect(company).toMatchObject({ address: 'Herengracht 1', delete_discount: 40, vat_numbers: ['NL862345678B01'] });
    expect((await admin('GET', `/api/admin/company.php?id=${amora.id}`)).json().company.tradenames).toHaveLength(3);
    const [entry] = await auditEntries(t, 'company.update', amora.id);
    expect(entry).toMatchObject({
      before: { address: 'Keizersgracht 123', delete_discount: 50 },
      after: { address: 'Herengracht 1', delete_discount: 40 },
    });
    expect(Object.keys(entry!.after as object)).not.toContain('vat_numbers');
  });

  it('refuses bad company info field by field', async () => {
    const answer = await admin('PUT', '/api/admin/company.php', {
      id: 1,
      delete_discount: 101,
      country: 'Netherlands',
      tradenames: ['Amora', 'Amora'],
      vat_numbers: ['123'],
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields).sort()).toEqual([
      'country',
      'delete_discount',
      'tradenames',
      'vat_numbers.0',
    ]);
    expect((await admin('GET', '/api/admin/company.php?id=999999')).statusCode).toBe(404);
  });
});
