import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm, signupBody } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Every link in a mail comes from the site's configured address, never from the request: a reset asked
 * with a forged Host must not mail the victim a valid token on the attacker's host (account takeover).
 */
let t: TestApp;
const SITE = 'https://amora.example';
const EVIL = 'evil.example';

beforeAll(async () => {
  // Behind a proxy, as in production: X-Forwarded-Host and -Proto are believed for the request itself.
  t = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: SITE });
});
afterAll(() => t.close());

const forgedHost = { host: EVIL };
const forgedForwardedHost = { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' };

/** Every address in a mail, from its text and its HTML. */
function linksIn(mail: { text: string; html: string }): string[] {
  return [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);
}

async function mailTo(email: string) {
  const mail = (await t.deliverMails()).find((entry) => entry.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  expect(`${mail.text}${mail.html}${JSON.stringify(mail.headers)}`).not.toContain(EVIL);
  return mail;
}

describe('mail links come from the site, never from the request', () => {
  it.each([
    ['a forged Host', forgedHost],
    ['a forged X-Forwarded-Host', forgedForwardedHost],
  ])('a password reset asked with %s mails the link on the site’s own domain', async (_name, headers) => {
    const victim = await signUpAndConfirm(t);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset.php',
      headers,
      payload: { email: victim.email },
    });
    expect(asked.statusCode).toBe(200);
    const links = linksIn(await mailTo(victim.email));
    expect(links).toContainEqual(expect.stringMatching(/\/reset-password\/do\?token=[\w-]+$/));
    for (const link of links) expect(link.startsWith(`${SITE}/`), link).toBe(true);
  });

  it('a signup made through a forged Host gets its activation link on the site’s own domain', async () => {
    const email = `forged-signup-${Date.now()}@example.test`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { ...forgedHost, 'x-forwarded-for': '192.0.2.80' },
      payload: signupBody({ email, name: 'Forged' }),
    });
    expect(signup.statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(mail.text).toContain(`${SITE}/api/activate.php?token=`);

    const cookie = signup.cookies.find((entry) => entry.name === 'auth')!;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/activation.php',
      headers: { ...forgedForwardedHost, cookie: `auth=${cookie.value}` },
    });
    expect(resend.statusCode).toBe(200);
    expect((await mailTo(email)).text).toContain(`${SITE}/api/activate.php?token=`);
  });

  it('an e-mail change asked through a forged X-Forwarded-Host mails its link on the site’s own domain', async () => {
    const member = await signUpAndConfirm(t);
    const newEmail = `forged-change-${Date.now()}@example.test`;
    const asked = await t.app.inject({
      method: 'PUT',
      url: '/api/email.php',
      headers: { ...forgedForwardedHost, cookie: member.cookie },
      payload: { email: newEmail, password: member.password },
    });
    expect(asked.statusCode).toBe(200);
    expect((await mailTo(newEmail)).text).toContain(`${SITE}/mail-change/do?token=`);
  });

  it('a deletion through a forged Host mails the reactivation link on the site’s own domain', async () => {
    const member = await signUpAndConfirm(t);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: { ...forgedHost, cookie: member.cookie },
      payload: { password: member.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await mailTo(member.email)).text).toContain(`${SITE}/api/reactivate.php?token=`);
  });

  it('a signup with a taken address through a forged Host mails the owner a login link on the site’s own domain', async () => {
    const owner = await signUpAndConfirm(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { ...forgedHost, 'x-forwarded-for': '192.0.2.81' },
      payload: signupBody({ email: owner.email, name: 'Prober', gender: 'male', seeking: 'female', region: null }),
    });
    const mail = await mailTo(owner.email);
    expect(linksIn(mail)).toContainEqual(expect.stringMatching(new RegExp(`^${SITE}/[\\w-]{32,64}$`)));
  });

  it('a member of another site gets links on that site’s domain, whatever Host the request carried', async () => {
    const email = `second-site-${Date.now()}@example.test`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php?_force_domain=flirtpunt.localhost',
      headers: { ...forgedHost, 'x-forwarded-for': '192.0.2.82' },
      payload: signupBody({ email, name: 'Second', region: null, network: 'adnet' }),
    });
    expect(signup.statusCode).toBe(201);
    const mail = await mailTo(email);
    const base = t.app.deps.siteUrls.baseUrl(await t.app.deps.sites.byIdOrThrow(t.sites.secondSiteId));
    expect(base).not.toBe(SITE);
    expect(mail.text).toContain(`${base}/api/activate.php?token=`);
  });
});
