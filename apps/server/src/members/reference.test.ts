import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEREST_KEYS } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/interests.php', () => {
  it('lists the 50 interests with icons and English labels', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/interests.php' });
    expect(response.statusCode).toBe(200);
    const { interests } = response.json();
    expect(interests.map((interest: { key: string }) => interest.key)).toEqual([...INTEREST_KEYS]);
    expect(interests.find((interest: { key: string }) => interest.key === 'video_games')).toMatchObject({
      label: 'Video games',
    });
    expect(interests.every((interest: { icon: string }) => interest.icon.length > 0)).toBe(true);
  });

  it('labels them in the language of the locale cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/interests.php',
      cookies: { i18n_redirected: 'de' },
    });
    const labels = response.json().interests.map((interest: { label: string }) => interest.label);
    expect(labels).toContain('Kochen');
  });

  /** The label of "wine" in the answer to a request for the interests. */
  async function wineLabel(request: {
    url: string;
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
  }) {
    const response = await t.app.inject({ method: 'GET', ...request });
    return response.json().interests.find((interest: { key: string }) => interest.key === 'wine').label;
  }

  it("labels them in the site's domain language when there is no cookie", async () => {
    expect(await wineLabel({ url: '/api/interests.php', headers: { host: 'flirtpunt.localhost' } })).toBe('Wijn');
  });

  it('labels them in the language the page names, over the cookie (a lander whose address names Polish)', async () => {
    const label = await wineLabel({
      url: '/api/interests.php?language=pl',
      cookies: { i18n_redirected: 'de' },
      headers: { 'accept-language': 'en' },
    });
    expect(label).toBe('Wino');
  });

  it('refuses a language the product does not have: 400 invalid_input, its message in the request language', async () => {
    const refused = (language: string) =>
      t.app.inject({ method: 'GET', url: '/api/interests.php?language=xx', cookies: { i18n_redirected: language } });
    const [german, english] = await Promise.all([refused('de'), refused('en')]);
    for (const response of [german, english]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
    expect(german.json().message).toMatch(/\S/);
    expect(german.json().message).not.toBe(english.json().message);
  });
});

describe('GET /api/regions.php', () => {
  it('lists the twelve Dutch provinces', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regions.php?country=NL' });
    expect(response.statusCode).toBe(200);
    const { country, regions } = response.json();
    expect(country).toBe('NL');
    expect(regions).toHaveLength(12);
    expect(regions).toContainEqual({ code: 'NL-NH', name: 'Noord-Holland', city: 'Amsterdam' });
  });

  it('accepts a lower-case country code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regions.php?country=de' });
    expect(response.json().regions).toHaveLength(16);
  });

  it('has regions for every served country', async () => {
    for (const [country, count] of [
      ['US', 51],
      ['CH', 26],
      ['GB', 4],
      ['NO', 15],
      ['SE', 21],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/regions.php?country=${country}` });
      expect(response.json().regions, country).toHaveLength(count);
    }
  });

  it.each(['', 'XX', 'NLD', '12'])('refuses the country %j', async (country) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/regions.php?country=${country}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input', fields: { country: expect.any(Array) } });
  });

  it('refuses a missing country', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regions.php' });
    expect(response.statusCode).toBe(400);
  });
});
