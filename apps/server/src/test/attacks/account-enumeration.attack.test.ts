import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_JOB } from '../../accounts/password-reset-jobs';
import { signUpAndConfirm, signupBody, type TPublicMember } from '../public-members';
import { authCookieOf, createTestApp, type TestApp } from '../test-app';

/**
 * Nobody learns from an answer, or from how long it took, whether an address has an account: the calls
 * that take an address answer alike and do the same work in the request; the owner hears of any attempt.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

/** What a request left behind in the tables a lookup of the address would write to. */
async function trace() {
  const jobs = await t.db.selectFrom('jobs').select(['kind']).execute();
  const tokens = await t.db.selectFrom('account_tokens').select('id').execute();
  const links = await t.db.selectFrom('login_links').select('token_hash').execute();
  const count = (kind: string) => jobs.filter((job) => job.kind === kind).length;
  return { resets: count(PASSWORD_RESET_JOB), mails: count('mail'), tokens: tokens.length, links: links.length };
}

/** The rows one request added, by table. */
async function workOf(request: () => Promise<unknown>) {
  await t.runJobs();
  const before = await trace();
  await request();
  const after = await trace();
  return Object.fromEntries(
    Object.entries(after).map(([key, value]) => [key, value - before[key as keyof typeof before]]),
  );
}

function askReset(email: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/password-reset.php',
    headers: { 'x-forwarded-for': ip },
    payload: { email },
  });
}

describe('no account enumeration', () => {
  it('a reset for a member’s address and for an unknown one answer alike and do the same work in the request', async () => {
    const member = await signUpAndConfirm(t);
    await t.deliverMails();
    const unknown = `nobody-${Date.now()}@example.test`;
    let knownAnswer: Awaited<ReturnType<typeof askReset>> | undefined;
    let unknownAnswer: Awaited<ReturnType<typeof askReset>> | undefined;
    const knownWork = await workOf(async () => (knownAnswer = await askReset(member.email, '192.0.2.10')));
    const unknownWork = await workOf(async () => (unknownAnswer = await askReset(unknown, '192.0.2.11')));

    expect(knownAnswer!.statusCode).toBe(200);
    expect([unknownAnswer!.statusCode, unknownAnswer!.body]).toEqual([knownAnswer!.statusCode, knownAnswer!.body]);
    // The lookup, the token and the mail all wait for the job: the request does the same for both.
    expect(knownWork).toEqual({ resets: 1, mails: 0, tokens: 0, links: 0 });
    expect(unknownWork).toEqual(knownWork);

    const mails = await t.deliverMails();
    expect(mails.map((mail) => mail.to)).toEqual([member.email]);
    expect(mails[0]!.text).toMatch(/reset-password\/do\?token=/);
  });

  it('an e-mail change to another member’s address answers like a free one, and that member is told instead', async () => {
    const [mover, owner] = [await signUpAndConfirm(t), await signUpAndConfirm(t)];
    await t.deliverMails();
    const change = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/email.php',
        headers: { cookie: mover.cookie },
        payload: { email, password: mover.password },
      });
    const toTaken = await change(owner.email);
    const toFree = await change(`free-${Date.now()}@example.test`);
    expect([toTaken.statusCode, toTaken.body]).toEqual([toFree.statusCode, toFree.body]);
    expect(toTaken.statusCode).toBe(200);

    const mails = await t.deliverMails();
    const toOwner = mails.find((mail) => mail.to === owner.email)!;
    expect(toOwner.text).not.toMatch(/mail-change/);
    await expectWorkingLoginLink(toOwner.text, owner);
  });

  it('a signup with a taken address answers exactly like a new one; the owner is told, with a login link', async () => {
    const owner = await signUpAndConfirm(t);
    await t.deliverMails();
    const taken = await signUpAs(owner.email, '192.0.2.30');
    const free = await signUpAs(`free-${Date.now()}@example.test`, '192.0.2.31');

    expect(taken.statusCode).toBe(201);
    expect(shapeOf(taken.json())).toEqual(shapeOf(free.json()));
    expect(taken.json().user).toMatchObject({ status: 'not_confirmed', profile: { status: 'disabled' } });
    const takenCookie = authCookieOf(taken)!;
    const [takenUser, freeUser] = await Promise.all([userOf(takenCookie), userOf(authCookieOf(free)!)]);
    expect(shapeOf(takenUser)).toEqual(shapeOf(freeUser));

    // The address's owner gets a notice and a way in, never a link that would confirm the newcomer.
    const mails = (await t.deliverMails()).filter((mail) => mail.to === owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/tried to use your e-mail address/);
    expect(mails[0]!.text).not.toMatch(/activate\.php/);
    await expectWorkingLoginLink(mails[0]!.text, owner);
    const resend = await t.app.inject({ method: 'POST', url: '/api/activation.php', headers: { cookie: takenCookie } });
    expect(resend.statusCode).toBe(200);
    expect((await t.deliverMails()).map((mail) => mail.text).join('\n')).not.toMatch(/activate\.php/);

    // The owner's password still opens the owner's account; the newcomer's opens the newcomer's.
    expect((await logIn(owner.email, owner.password)).profile.id).toBe(owner.profileId);
    expect((await logIn(owner.email, 'the-newcomers-passphrase')).profile.id).toBe(takenUser.profile.id);
  });

  it('the owner of a probed address gets at most three such mails a day', async () => {
    const [mover, owner] = [await signUpAndConfirm(t), await signUpAndConfirm(t)];
    await t.deliverMails();
    for (let attempt = 0; attempt < 5; attempt++)
      await t.app.inject({
        method: 'PUT',
        url: '/api/email.php',
        headers: { cookie: mover.cookie },
        payload: { email: owner.email, password: mover.password },
      });
    expect((await t.deliverMails()).filter((mail) => mail.to === owner.email)).toHaveLength(3);
  });
});

function signUpAs(email: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { 'x-forwarded-for': ip },
    payload: signupBody({ email, name: 'Newcomer', password: 'the-newcomers-passphrase' }),
  });
}

async function userOf(cookie: string) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
  return (answer.json() as { user: { profile: { id: number } } & Record<string, unknown> }).user;
}

async function logIn(email: string, password: string) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password } });
  expect(answer.statusCode).toBe(200);
  return userOf(authCookieOf(answer)!);
}

/** The structure of an answer, without its values: what a prober could compare. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shapeOf(entry)]));
  return value === null ? null : typeof value;
}

/** Opens the login link of a mail as the page of `/{token}` does, and checks it logs in its owner. */
async function expectWorkingLoginLink(text: string, owner: TPublicMember) {
  const token = /https?:\/\/[^\s/]+\/([\w-]{32,64})(?:\s|$)/.exec(text)?.[1];
  expect(token).toBeDefined();
  const opened = await t.app.inject({ method: 'POST', url: '/api/login-link.php', payload: { token } });
  expect(opened.statusCode).toBe(200);
  expect(opened.json().user.email).toBe(owner.email);
}
