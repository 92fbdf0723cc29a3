import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSettings } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

async function settingsFor(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json().settings;
}

describe('GET /api/settings.php', () => {
  it('answers the default site on localhost', async () => {
    const settings = await settingsFor('/api/settings.php');
    expect(settings.name).toBe('Amora');
    expect(settings.niche).toBe(1);
  });

  it('chooses the site by the Host header, ignoring port, case and www.', async () => {
    const settings = await settingsFor('/api/settings.php', { host: 'WWW.Flirtpunt.localhost:3000' });
    expect(settings.name).toBe('Flirtpunt');
    expect(settings.niche).toBe(6);
    expect(settings.domain_language).toBe('nl-NL');
  });

  it('chooses the site by _force_domain before the Host header', async () => {
    const settings = await settingsFor('/api/settings.php?_force_domain=flirtpunt.localhost&page=index');
    expect(settings.name).toBe('Flirtpunt');
  });

  it('answers an alias domain with its site', async () => {
    expect((await settingsFor('/api/settings.php', { host: 'flirtpunt.test' })).name).toBe('Flirtpunt');
  });

  it('gives an unknown domain the default site', async () => {
    expect((await settingsFor('/api/settings.php?_force_domain=nobody.example.org')).name).toBe('Amora');
  });

  it('answers exactly the public fields, never a secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings.php' });
    const keys = Object.keys(response.json().settings).sort();
    expect(keys).toEqual(Object.keys(ZSettings.shape).sort());
    expect(response.body).not.toMatch(/password|secret|private/i);
  });

  it('gives the GeoIP country of the client address and selects it when the site serves it', async () => {
    const us = await settingsFor('/api/settings.php', { 'x-forwarded-for': '8.8.8.8' });
    expect(us.geoip_country).toBe('US');
    expect(us.geoip_selected_country).toBe('US');
    const onSecondSite = await settingsFor('/api/settings.php', {
      'x-forwarded-for': '8.8.8.8',
      host: 'flirtpunt.localhost',
    });
    expect(onSecondSite.geoip_country).toBe('US');
    expect(onSecondSite.geoip_selected_country).toBe('NL');
  });

  it('has no GeoIP country for a local address', async () => {
    const settings = await settingsFor('/api/settings.php', { 'x-forwarded-for': '127.0.0.1' });
    expect(settings.geoip_country).toBeNull();
    expect(settings.geoip_selected_country).toBe('NL');
  });

  it('carries the per-country minimum message costs with their currency', async () => {
    const settings = await settingsFor('/api/settings.php');
    expect(settings.minimum_message_costs.GB).toEqual({ costs: 2, currency: 'GBP' });
  });

  it('refuses an overlong _force_domain', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/settings.php?_force_domain=${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_input');
  });
});

describe('GET /api/companyinfo.php', () => {
  it('answers the company of the site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/companyinfo.php',
      headers: { host: 'flirtpunt.localhost' },
    });
    expect(response.statusCode).toBe(200);
    const { company } = response.json();
    expect(company).toMatchObject({ name: 'Amora Media B.V.', kvk: '81234567', country: 'NL', delete_discount: 50 });
    expect(company.vat_numbers).toEqual(['NL862345678B01']);
    expect(new Date(company.added).toISOString()).toBe('2024-03-01T09:00:00.000Z');
  });
});
