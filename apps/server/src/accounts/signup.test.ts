import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '@app/shared/locales/de.json';
import { authCookieOf, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let counter = 0;
function signupBody(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `new${counter}-${Date.now()}@example.test`,
    name: `Sam${counter}`,
    password: 'tulips-and-canals-42',
    date_of_birth: '1990-05-17',
    gender: 'male',
    sexuality: 'hetero',
    seeking: 'female',
    country: 'NL',
    region: 'NL-UT',
    city: 'Utrecht',
    ...overrides,
  };
}

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    payload: payload as object,
    headers: { 'x-forwarded-for': '10.0.0.1', ...headers },
  });

describe('POST /api/signup.php', () => {
  it('creates an unconfirmed member, logs in, and mails an activation link that confirms once', async () => {
    const body = signupBody({ network: 'adnet', sub1: 'campaign-7' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: body.email,
      status: 'not_confirmed',
      profile: { name: body.name, country: 'NL', status: 'disabled' },
    });
    const cookie = authCookieOf(response)!;
    const me = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(me.json().user.email).toBe(body.email);
    const stored = await t.db
      .selectFrom('users')
      .select(['network', 'sub1', 'credits'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ network: 'adnet', sub1: 'campaign-7' });

    const [mail] = (await t.deliverMails()).filter((entry) => entry.to === body.email);
    expect(mail!.subject).toContain('Amora');
    expect(mail!.text).toContain(`Hi ${body.name}`);
    const link = /\/api\/activate\.php\?token=[\w-]+/.exec(mail!.text)![0];
    const activated = await t.app.inject({ method: 'GET', url: link });
    expect(activated.statusCode).toBe(303);
    expect(activated.headers.location).toBe('/activate/done');
    const after = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(after.json().user).toMatchObject({ status: 'confirmed', profile: { status: 'active' } });

    // A second click is told the address is already confirmed, not that the link failed.
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toBe('/activate/done?already=1');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/activate.php?token=not-a-real-token' });
    expect(unknown.headers.location).toBe('/activate/error');
  });

  it('treats an address already used on this site, in any case, as taken: no activation link goes to it', async () => {
    const body = signupBody();
    expect((await post(body)).statusCode).toBe(201);
    await t.deliverMails();
    const response = await post({ ...body, email: body.email.toUpperCase(), name: 'Other' });
    expect(response.statusCode).toBe(201);
    const mails = await t.deliverMails();
    expect(mails.map((mail) => mail.text).join('\n')).not.toMatch(/activate\.php/);
  });

  it('allows the same address on another site', async () => {
    const body = signupBody();
    expect((await post(body)).statusCode).toBe(201);
    const other = await post({ ...body, ref: 'partner' }, { host: 'flirtpunt.localhost' });
    expect(other.statusCode).toBe(201);
  });

  it.each([
    [{ name: 'SAM@EXAMPLE.TEST', email: 'sam@example.test' }, 400, 'name_equals_email'],
    [{ name: '@sam' }, 400, 'name_starts_with_at'],
    [{ date_of_birth: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10) }, 400, 'too_young'],
    [{ date_of_birth: '1990-02-30' }, 400, 'invalid_input'],
    [{ password: 'short' }, 400, 'invalid_input'],
    [{ password: 'password123' }, 400, 'weak_password'],
    [{ email: 'not-an-address' }, 400, 'invalid_input'],
    [{ region: 'DE-BY' }, 400, 'invalid_input'],
  ])('refuses %o with %i %s', async (overrides, status, code) => {
    const response = await post(signupBody(overrides), { 'accept-language': 'de' });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(code);
    expect(response.json().message).toBeTruthy();
  });

  it('words each field problem in the visitor language, the sentences the signup form shows', async () => {
    const response = await post(
      signupBody({ email: 'not-an-address', password: 'short', date_of_birth: '1990-02-30' }),
      {
        'accept-language': 'de',
      },
    );
    expect(response.json()).toMatchObject({
      error: 'invalid_input',
      fields: { email: [de.fields.invalidEmail], password: [de.fields.tooShort.replace('{{min}}', '8')] },
    });
    const impossibleDay = await post(signupBody({ date_of_birth: '1990-02-30' }), { 'accept-language': 'de' });
    expect(impossibleDay.json()).toMatchObject({
      error: 'invalid_input',
      fields: { date_of_birth: [de.fields.invalidDate] },
    });
  });

  it('states the minimum age of the site in the too_young message', async () => {
    const response = await post(signupBody({ date_of_birth: '2015-01-01' }));
    expect(response.json().message).toContain('18');
  });

  it('honours the signups setting: with_trafficsource needs a traffic source', async () => {
    const response = await post(signupBody({ date_of_birth: '1980-01-01' }), { host: 'flirtpunt.localhost' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('signups_closed');
    expect(
      (await post(signupBody({ date_of_birth: '1980-01-01', network: 'x' }), { host: 'flirtpunt.localhost' }))
        .statusCode,
    ).toBe(201);
  });

  it('limits signups per IP address with 429 and a retry time', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 7; i++) {
      last = await post(signupBody(), { 'x-forwarded-for': '10.9.9.9' });
      statuses.push(last.statusCode);
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(5);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().retry_after).toBeGreaterThan(0);
  });

  it('resends the activation mail on request, a few times an hour, and not once confirmed', async () => {
    const body = signupBody();
    const cookie = authCookieOf(await post(body, { 'x-forwarded-for': '10.7.7.7' }))!;
    await t.deliverMails();
    const resend = () => t.app.inject({ method: 'POST', url: '/api/activation.php', headers: { cookie } });
    expect((await resend()).statusCode).toBe(200);
    const [mail] = await t.deliverMails();
    expect(mail!.to).toBe(body.email);
    await resend();
    await resend();
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    // Only the newest link works (queued mails go out in parallel, so the newest need not arrive last).
    const links = [mail!, ...(await t.deliverMails())].map(
      (entry) => /\/api\/activate\.php\?token=[\w-]+/.exec(entry.text)![0],
    );
    const outcomes: unknown[] = [];
    for (const link of links) outcomes.push((await t.app.inject({ method: 'GET', url: link })).headers.location);
    expect(outcomes[0]).toBe('/activate/error');
    expect(outcomes.filter((outcome) => outcome === '/activate/done')).toHaveLength(1);
    t.clock.advanceMinutes(61);
    expect((await resend()).json().error).toBe('already_confirmed');
  });
});
