import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOT_SETTINGS_ELEMENT_ID } from '@app/shared';
import { signUpAndConfirm, type TPublicMember } from '../public-members';
import { createTestApp } from '../test-app';
import { SAME_SITE } from './api-calls';

/**
 * Stored and reflected XSS: a member writes markup into every text others will see (name, city, about,
 * messages, complaints). The API hands it back as the exact text in JSON, which the web app renders as
 * text; the HTML the server renders itself (index.html per site, mails) escapes what it puts in; the CSP
 * forbids inline and foreign scripts should anything slip through.
 */

const NAME = '<img src=x onerror=alert(1)>';
const CITY = '"><svg onload=alert(document.domain)>';
const ABOUT = '</script><script>alert(1)</script><a href="javascript:alert(1)">me</a>';
const MESSAGE = '<script>fetch(document.cookie)</script>{{constructor.constructor("alert(1)")()}}';
const PAYLOADS = [NAME, CITY, ABOUT, MESSAGE];

/** Raw markup of a payload that must never appear unescaped in HTML. */
const ACTIVE_MARKUP = /<img src=x|<svg onload|<script>alert|<script>fetch/;

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="" />
    <title></title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'xss-attack-'));
await fs.writeFile(path.join(dist, 'index.html'), TEMPLATE);
const t = await createTestApp({ WEB_DIST_DIR: dist });
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...SAME_SITE, cookie, 'idempotency-key': randomUUID() },
    ...(payload && { payload }),
  });

/** A member whose name and city are payloads, made through signup; the activation mail is kept. */
async function markupMember(): Promise<{ member: TPublicMember; activationMail: { html: string; text: string } }> {
  const member = await signUpAndConfirm(t, { name: NAME, city: CITY }, { confirm: false });
  const mail = (await t.deliverMails()).find((entry) => entry.to === member.email)!;
  const link = /\/api\/activate\.php\?token=[\w-]+/.exec(mail.text)![0];
  await t.app.inject({ method: 'GET', url: link });
  return { member, activationMail: mail };
}
const { member: eve, activationMail } = await markupMember();
const reader = await signUpAndConfirm(t, { name: 'Reader', gender: 'male', seeking: 'female' });
const staff = await t.staffLogin('admin');

/** An API answer is JSON that a browser will not sniff into HTML, and carries the text exactly. */
function expectPlainJson(answer: { headers: Record<string, unknown>; body: string }, ...texts: string[]) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  for (const text of texts) expect(answer.body).toContain(JSON.stringify(text).slice(1, -1));
}

describe('markup written by a member comes back as text', () => {
  it('a name and city full of markup are kept as the exact text, in JSON', async () => {
    const own = await call(eve.cookie, 'GET', '/api/profile.php');
    expect(own.json().profile).toMatchObject({ name: NAME, city: CITY });
    expectPlainJson(own, NAME, CITY);
    const seen = await call(reader.cookie, 'GET', `/api/member.php?id=${eve.profileId}`);
    expect(seen.json().profile).toMatchObject({ name: NAME, city: CITY });
    expectPlainJson(seen, NAME, CITY);
  });

  it('an "about me" with a script is shown to others and to moderators as the exact text', async () => {
    expect((await call(eve.cookie, 'PUT', '/api/profile.php', { about: ABOUT })).statusCode).toBe(200);
    expect((await call(eve.cookie, 'GET', '/api/profile.php')).json().profile.about).toBe(ABOUT);
    const seen = await call(reader.cookie, 'GET', `/api/member.php?id=${eve.profileId}`);
    expect(seen.json().profile.about).toBe(ABOUT);
    expectPlainJson(seen, ABOUT);
    const queue = await call(staff.cookie, 'GET', '/api/admin/texts.php');
    expectPlainJson(queue, ABOUT);
  });

  it('a message with a script reaches the other member as the exact text', async () => {
    const sent = await call(eve.cookie, 'POST', '/api/messages.php', { to: reader.profileId, body: MESSAGE });
    expect(sent.statusCode).toBe(201);
    const history = await call(reader.cookie, 'GET', `/api/messages.php?member=${eve.profileId}`);
    expect(history.json().messages.map((message: { body: string }) => message.body)).toEqual([MESSAGE]);
    expectPlainJson(history, MESSAGE, NAME);
    const chats = await call(reader.cookie, 'GET', '/api/chats.php');
    expect(chats.json().chats[0]).toMatchObject({ profile: { name: NAME }, last_message: { body: MESSAGE } });
  });

  it('a complaint with markup reaches the moderators as the exact text', async () => {
    const filed = await call(reader.cookie, 'POST', '/api/complaints.php', {
      reason: 'other',
      text: MESSAGE,
      profile_id: eve.profileId,
    });
    expect(filed.statusCode).toBe(201);
    const complaint = await call(staff.cookie, 'GET', `/api/admin/complaint.php?id=${filed.json().complaint.id}`);
    expectPlainJson(complaint, MESSAGE, NAME);
  });
});

describe('HTML the server renders', () => {
  it('the activation mail escapes the name it greets', () => {
    expect(activationMail.html).not.toMatch(ACTIVE_MARKUP);
    expect(activationMail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('index.html carries no member data, and escapes a reflected address and Host', async () => {
    const profilePage = await t.app.inject({ url: `/members/${eve.profileId}`, headers: { cookie: reader.cookie } });
    expect(profilePage.headers['content-type']).toMatch(/^text\/html/);
    for (const payload of PAYLOADS) expect(profilePage.body).not.toContain(payload);
    const reflected = await t.app.inject({
      url: '/members/x"><script>alert(1)</script>',
      headers: { host: 'localhost"><script>alert(2)</script>' },
    });
    expect(reflected.statusCode).toBe(200);
    expect(reflected.body).not.toMatch(/<script>alert/);
  });

  it('a site name with markup (set in the console) is escaped in the page and cannot close the settings script', async () => {
    const name = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    expect(
      (await call(staff.cookie, 'PUT', '/api/admin/site.php', { id: t.sites.secondSiteId, name })).statusCode,
    ).toBe(200);
    await expect
      .poll(async () => {
        const page = await t.app.inject({ url: '/', headers: { host: 'flirtpunt.localhost' } });
        return page.body.includes('&lt;/script&gt;');
      })
      .toBe(true);
    const page = (await t.app.inject({ url: '/', headers: { host: 'flirtpunt.localhost' } })).body;
    expect(page).not.toMatch(/<script>alert|<img src=x/);
    // The settings block is one script element whose JSON still holds the name exactly.
    const scripts = page.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([`<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}">`]);
    const boot = new RegExp(`<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}">(.*?)</script>`).exec(
      page,
    )![1]!;
    expect(JSON.parse(boot).settings.name).toBe(name);
  });

  it('every answer carries a CSP that allows no inline or foreign script', async () => {
    for (const url of ['/', '/api/settings.php', `/api/member.php?id=${eve.profileId}`]) {
      const answer = await t.app.inject({ url, headers: { cookie: reader.cookie } });
      const policy = String(answer.headers['content-security-policy']);
      expect(
        policy.split('; ').find((directive) => directive.startsWith('script-src')),
        url,
      ).toBe("script-src 'self'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).toContain("base-uri 'self'");
      expect(policy, url).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the web app', () => {
  /** Places that write HTML themselves, each with why what they write cannot come from a member. */
  const RAW_HTML_ALLOWED: Record<string, string> = {
    'features/admin/auth/qr-code.tsx':
      'an SVG drawn by qrcode-generator from the staff member’s own TOTP address: only rectangles, no text',
  };

  it('renders member text only through React: no other raw HTML sinks', async () => {
    const root = path.resolve(import.meta.dirname, '../../../../web/src');
    const files = (await fs.readdir(root, { recursive: true })).filter(
      (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(100);
    const sinks: string[] = [];
    for (const file of files) {
      const source = await fs.readFile(path.join(root, file), 'utf8');
      if (/dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML|insertAdjacentHTML|document\.write/.test(source))
        sinks.push(file.split(path.sep).join('/'));
    }
    expect(sinks.sort()).toEqual(Object.keys(RAW_HTML_ALLOWED).sort());
  });
});
