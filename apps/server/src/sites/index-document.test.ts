import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SETTINGS_ELEMENT_ID, type TMemberCard } from '@app/shared';
import { translate, translateCount } from '../lib/i18n';
import { createTestApp, type TestApp } from '../test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="" />
    <title></title>
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The build's manifest, in part: the lander screen brings its own stylesheet. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', css: ['assets/index-c.css'] },
  'src/features/landers/lander-page.tsx': { file: 'assets/lander-page-l.js', css: ['assets/lander-page-l.css'] },
};

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'index-document-'));
  await fs.writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ WEB_DIST_DIR: dist, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

function bootDocument(html: string) {
  const match = new RegExp(`<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  return JSON.parse(match![1]!);
}

const bootSettings = (html: string) => bootDocument(html).settings;

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

  describe("a first visit without the cookie: the browser's language when it is shown in the visitor's country", () => {
    // Addresses GeoIP places in Germany, Switzerland, Norway... (geoip-country's table).
    const GERMANY = '81.169.145.1';
    const SWITZERLAND = '193.5.216.1';
    const NETHERLANDS = '145.1.1.1';
    const languageOf = async (acceptLanguage: string, ip?: string, host = 'localhost') => {
      const headers: Record<string, string> = { host, 'accept-language': acceptLanguage };
      if (ip) headers['x-forwarded-for'] = ip;
      const response = await t.app.inject({ method: 'GET', url: '/', headers });
      return /<html lang="([a-z]+)">/.exec(response.body)?.[1];
    };

    it('reads regional tags and q-values', async () => {
      expect(await languageOf('de-CH,de;q=0.9,en;q=0.8', SWITZERLAND)).toBe('de');
      expect(await languageOf('en;q=0.3, fr-CH;q=0.9, it;q=0.5', SWITZERLAND)).toBe('fr');
      expect(await languageOf('pt-BR, sv;q=0.4')).toBe('sv');
    });

    it('reads Norwegian (no, nn) as Bokmål', async () => {
      expect(await languageOf('no')).toBe('nb');
      expect(await languageOf('nn-NO,en;q=0.5')).toBe('nb');
    });

    it("skips a language not shown in the visitor's country, and falls back to the site's language", async () => {
      expect(await languageOf('en-US,en;q=0.9,de;q=0.8', GERMANY)).toBe('de');
      expect(await languageOf('en-GB', NETHERLANDS, 'flirtpunt.localhost')).toBe('nl');
      expect(await languageOf('pt-PT', undefined, 'flirtpunt.localhost')).toBe('nl');
      expect(await languageOf('pt-PT')).toBe('en');
    });

    it('gives way to a choice made on the device', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'de' },
        cookies: { i18n_redirected: 'fi' },
      });
      expect(response.body).toContain('<html lang="fi">');
    });
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

  it("titles and describes the index page with the site's text of the language, else the catalogue's", async () => {
    const indexIn = async (language: string, host = 'localhost') => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host },
        cookies: { i18n_redirected: language },
      });
      const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(response.body)?.[1];
      return { title, description, settings: bootSettings(response.body) };
    };
    const english = await indexIn('en');
    expect(english.title).toBe('Amora – meet singles near you');
    expect(english.description).toMatch(/^Amora is the dating site/);
    expect(english.settings).toMatchObject({ index_title: english.title });
    // Amora has no German texts: the catalogue's, in German, with the site's name.
    const german = await indexIn('de');
    expect(german.title).toBe('Amora – triff Erwachsene in deiner Nähe');
    expect(german.description).toMatch(/^Flirten, chatten und daten auf Amora/);
    expect(german.settings).toMatchObject({ index_title: german.title, description: german.description });
    const manifest = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      cookies: { i18n_redirected: 'de' },
    });
    expect(manifest.json()).toMatchObject({ lang: 'de', description: german.description });
    expect((await indexIn('nl', 'flirtpunt.localhost')).title).toBe('Flirtpunt – rijpe vrouwen in jouw buurt');
    expect((await indexIn('fr', 'flirtpunt.localhost')).title).toBe(
      'Flirtpunt – rencontre des adultes près de chez toi',
    );
  });

  it('cannot be broken out of by a site text with markup', async () => {
    await t.db
      .updateTable('sites')
      .set({ description: JSON.stringify({ en: '"><script>alert(1)</script>' }), name: 'A</script><b>' })
      .where('domain', '=', 'localhost')
      .execute();
    t.app.deps.sites.invalidate();
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).not.toContain('A</script><b>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it("brings a visitor's first screen along: the landing page's featured members, a lander's members, their first pictures preloaded (issue 19)", async () => {
    for (const index of [0, 1, 2])
      await t.createMember({ name: `Lina${index}`, fictional: true, photos: 1, dateOfBirth: '1985-03-03' });
    const headers = { host: 'localhost', 'x-forwarded-for': '145.1.1.1' };
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/g)].map((m) => m[1]);

    const landing = await t.app.inject({ method: 'GET', url: '/', headers });
    const featured = (await t.app.inject({ method: 'GET', url: '/api/featured-members.php', headers })).json();
    expect(featured.profiles.length).toBeGreaterThanOrEqual(2);
    expect(bootDocument(landing.body).featuredMembers).toEqual(featured);
    const cdn = bootSettings(landing.body).cdn_prefix;
    // The cards draw the card-size copy of each main photo (decision 043): that is what is preloaded.
    const cards = featured.profiles.slice(0, 2).map((card: TMemberCard) => card.main_image!);
    expect(cards.every((image: { card_filename: string | null }) => image.card_filename?.endsWith('.webp'))).toBe(true);
    expect(preloads(landing.body)).toEqual(cards.map((image: { card_filename: string }) => cdn + image.card_filename));
    // After the build's stylesheet and entry: a phone's six connections go to what the first paint needs first.
    expect(landing.body.indexOf('rel="preload" as="image"')).toBeGreaterThan(landing.body.indexOf('index-a.js'));
    expect(landing.body.indexOf('index-c.css')).toBeLessThan(landing.body.indexOf('index-a.js'));

    const lander = await t.app.inject({ method: 'GET', url: '/landers/gallery/eng', headers });
    const asked = (await t.app.inject({ method: 'GET', url: '/api/lander.php?count=24', headers })).json();
    expect(asked.profiles.length).toBeGreaterThanOrEqual(1);
    expect(bootDocument(lander.body).lander).toEqual(asked);
    expect(preloads(lander.body)).toEqual([cdn + asked.profiles[0].main_image.card_filename]);
    // A lander whose first picture is large (a post, a swipe card) draws the full photo, and preloads that.
    const social = await t.app.inject({ method: 'GET', url: '/landers/socialnetwork/eng', headers });
    expect(preloads(social.body)).toEqual([cdn + asked.profiles[0].main_image.filename]);
    // An address that names no lander preloads nothing, whatever it is called.
    for (const name of ['constructor', '__proto__', 'nosuchlander']) {
      const unknown = await t.app.inject({ method: 'GET', url: `/landers/${name}/eng`, headers });
      expect(preloads(unknown.body)).toEqual([]);
    }
    // The map lander draws its members as pins from an answer with the map: nothing of the above is used there.
    const map = await t.app.inject({ method: 'GET', url: '/landers/maplanding/eng', headers });
    expect(bootDocument(map.body)).not.toHaveProperty('lander');
    expect(preloads(map.body)).toEqual([]);

    expect(bootDocument(landing.body).signedOut).toBe(true);
    // A member's `/` is their home; other pages bring nothing.
    const member = await t.login((await t.createMember({ name: 'Sam' })).email);
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { ...headers, cookie: member } });
    expect(bootDocument(home.body).featuredMembers).toBeUndefined();
    expect(bootDocument(home.body)).not.toHaveProperty('signedOut');
    // The copy the service worker keeps serves every later visit: it claims nothing about who visits.
    const kept = await t.app.inject({ method: 'GET', url: '/index.html', headers });
    expect(bootDocument(kept.body)).not.toHaveProperty('signedOut');
    expect(bootDocument(kept.body)).not.toHaveProperty('featuredMembers');
    expect(preloads(home.body)).toEqual([]);
    const search = await t.app.inject({ method: 'GET', url: '/members', headers });
    expect(bootDocument(search.body)).not.toHaveProperty('featuredMembers');
    expect(bootDocument(search.body)).not.toHaveProperty('lander');
    expect(preloads(search.body)).toEqual([]);
  });

  describe("a signed-out visitor's gallery lander, drawn into the page (issue 19: its picture waited for the scripts)", () => {
    const headers = { host: 'localhost', 'x-forwarded-for': '145.1.1.1' };
    const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
    const stylesheets = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

    beforeAll(async () => {
      await t.createMember({ name: 'Zofia', fictional: true, photos: 1, dateOfBirth: '1990-05-05' });
    });

    it("in the language of its address: the intro, the visitor's country, the count online, the first members", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/landers/gallery/pl', headers });
      const root = rootOf(response.body);
      const { lander, settings } = bootDocument(response.body);
      expect(response.body).toContain('<html lang="pl">');
      expect(root).toContain('<main id="content" data-layout="lander" data-first-paint>');
      expect(root).toContain(`<h1 class="lander-title">${translate('pl', 'landers.gallery.title')}</h1>`);
      // The visitor's country by name in Polish (the address is Dutch), and the plural form Polish uses.
      expect(root).toContain('Holandia');
      expect(root).toContain(translateCount('pl', 'landers.onlineCount', lander.online));
      expect(translateCount('pl', 'landers.onlineCount', 5)).toBe('5 osób jest teraz online');
      // The first members as the app draws them, the first pictures fetched first; fictional ones marked.
      const tiles = [...root.matchAll(/<button type="button" class="lander-tile" disabled>/g)];
      expect(tiles).toHaveLength(Math.min(4, lander.profiles.length));
      const first = lander.profiles[0];
      expect(root).toContain(`src="${settings.cdn_prefix}${first.main_image.card_filename}"`);
      expect(root).toContain(`${first.name}, ${first.age}`);
      expect(root.match(/fetchpriority="high"/g)).toHaveLength(Math.min(2, lander.profiles.length));
      expect(root).toContain(`class="fictional-mark lander-fictional-mark"`);
      // Nothing answers a tap before the app has drawn over it.
      expect(root).toMatch(/<button type="button" class="btn btn-primary btn-lg lander-cta-button" [^>]*disabled>/);
      // Its screen's stylesheet comes before the first paint, after the build's own; its picture before the
      // scripts, which the drawn screen does not wait for.
      expect(stylesheets(response.body)).toEqual(['/assets/index-c.css', '/assets/lander-page-l.css']);
      const picture = response.body.indexOf('<link rel="preload" as="image"');
      expect(picture).toBeGreaterThan(0);
      expect(picture).toBeLessThan(
        response.body.indexOf('<link rel="modulepreload" crossorigin href="/assets/lander-page-l.js"'),
      );
    });

    it('draws the collage whole: every member in the rhythm of its tiles, the small ones named for screen readers', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/landers/collagelanding/eng', headers });
      const root = rootOf(response.body);
      const { lander } = bootDocument(response.body);
      expect(root).toContain(`<h1 class="lander-title">${translate('en', 'landers.collage.title')}</h1>`);
      expect(root).toContain(`<p class="lander-cta-note">${translate('en', 'landers.cta.note')}</p>`);
      const tiles = [
        ...root.matchAll(/<button type="button" class="lander-tile collage-(\w+)"( aria-label="[^"]+")? disabled>/g),
      ];
      expect(tiles).toHaveLength(lander.profiles.length);
      expect(tiles.slice(0, 3).map((tile) => tile[1])).toEqual(['big', 'small', 'tall']);
      expect(tiles.every((tile) => (tile[1] === 'small') === Boolean(tile[2]))).toBe(true);
      expect(root.match(/fetchpriority="high"/g)).toHaveLength(1);
    });

    it('only where the app would show the same: not to a member, not on a site closed to signups, not elsewhere', async () => {
      const drawn = (html: string) => rootOf(html).includes('data-first-paint');
      const member = await t.login((await t.createMember({ name: 'Piotr' })).email);
      const signedIn = await t.app.inject({
        method: 'GET',
        url: '/landers/gallery/pl',
        headers: { ...headers, cookie: member },
      });
      expect(drawn(signedIn.body)).toBe(false);
      expect(stylesheets(signedIn.body)).toEqual(['/assets/index-c.css']);
      // Undrawn, the scripts that draw the picture come first.
      expect(
        signedIn.body.indexOf('<link rel="modulepreload" crossorigin href="/assets/lander-page-l.js"'),
      ).toBeLessThan(signedIn.body.indexOf('<link rel="preload" as="image"'));
      for (const url of ['/landers/iconslanding/eng', '/landers/maplanding/eng', '/landers/constructor/eng', '/']) {
        const other = await t.app.inject({ method: 'GET', url, headers });
        expect(drawn(other.body), url).toBe(false);
        expect(rootOf(other.body), url).toContain('<header class="top-nav sticky-top">');
      }
      await t.db
        .updateTable('sites')
        .set({ signups: 'with_trafficsource' })
        .where('domain', '=', 'localhost')
        .execute();
      t.app.deps.sites.invalidate();
      try {
        const closed = await t.app.inject({ method: 'GET', url: '/landers/gallery/pl', headers });
        expect(drawn(closed.body)).toBe(false);
      } finally {
        await t.db.updateTable('sites').set({ signups: 'all' }).where('domain', '=', 'localhost').execute();
        t.app.deps.sites.invalidate();
      }
    });

    it("writes the site's and members' texts as text, never as markup", async () => {
      await t.db.updateTable('sites').set({ name: 'Am<b>ora' }).where('domain', '=', 'localhost').execute();
      t.app.deps.sites.invalidate();
      const response = await t.app.inject({ method: 'GET', url: '/landers/gallery/eng', headers });
      const root = rootOf(response.body);
      expect(root).toContain('data-first-paint');
      expect(root).toContain('Am&lt;b&gt;ora');
      expect(root).not.toContain('<b>');
    });

    it('keeps "$&" and "$\'" in a text as they are, never as markers that pull the template into the page', async () => {
      const name = "Am$'o$&ra";
      await t.db.updateTable('sites').set({ name }).where('domain', '=', 'localhost').execute();
      t.app.deps.sites.invalidate();
      for (const url of ['/landers/gallery/eng', '/']) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.body.match(/<div id="root">/g), url).toHaveLength(1);
        expect(response.body.match(/<\/head>/g), url).toHaveLength(1);
        expect(rootOf(response.body), url).toContain('Am$&#39;o$&amp;ra');
        expect(bootDocument(response.body).settings.name, url).toBe(name);
      }
    });
  });
});
