import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SETTINGS_ELEMENT_ID } from '@app/shared';
import { createTestApp, type TestApp } from '../test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="" />
    <title></title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'index-document-'));
  await fs.writeFile(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

function bootSettings(html: string) {
  const match = new RegExp(`<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  return JSON.parse(match![1]!).settings;
}

describe('the per-site index document', () => {
  it('carries the site of the Host header: language, title, description and its settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/members', headers: { host: 'flirtpunt.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toMatch(/<title>[^<]*Flirtpunt[^<]*<\/title>/);
    expect(response.body).not.toContain('<meta name="description" content="" />');
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'flirtpunt.localhost' },
    });
    expect(bootSettings(response.body)).toEqual(settings.json().settings);
  });

  it('follows the locale cookie and serves /index.html (what the service worker caches) the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html', cookies: { i18n_redirected: 'de' } });
    expect(response.body).toContain('<html lang="de">');
    expect(bootSettings(response.body).name).toBe('Amora');
  });

  it('gives public pages a title, description and canonical address per language, and keeps the rest out of search', async () => {
    const terms = await t.app.inject({ method: 'GET', url: '/terms', cookies: { i18n_redirected: 'de' } });
    expect(terms.body).toMatch(/<title>[^<]+ \| Amora<\/title>/);
    expect(terms.body).toMatch(/<link rel="canonical" href="http:\/\/localhost(:80)?\/terms" \/>/);
    expect(terms.body).toContain('<meta property="og:title"');
    expect(terms.body).not.toContain('noindex');
    for (const url of ['/landers/gallery/eng', '/members/12/landing', '/members/12', '/chats'])
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain(
        '<meta name="robots" content="noindex, nofollow" />',
      );
  });

  it('serves robots.txt and a sitemap of the public pages for each domain', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'flirtpunt.localhost' } });
    expect(robots.body).toContain('Disallow: /landers/');
    expect(robots.body).toMatch(/Sitemap: http:\/\/flirtpunt\.localhost(:80)?\/sitemap\.xml/);
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'flirtpunt.localhost' },
    });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toMatch(/<loc>http:\/\/flirtpunt\.localhost(:80)?\/pricing<\/loc>/);
    expect(sitemap.body).not.toContain('/members');
  });

  it('cannot be broken out of by a site text with markup', async () => {
    await t.db
      .updateTable('sites')
      .set({ description: '"><script>alert(1)</script>', name: 'A</script><b>' })
      .where('domain', '=', 'localhost')
      .execute();
    t.app.deps.sites.invalidate();
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).not.toContain('A</script><b>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });
});
