import { randomUUID } from 'node:crypto';
import { authCookieOf, type TestApp } from './test-app';

export interface TPublicMember {
  userId: number;
  profileId: number;
  email: string;
  password: string;
  cookie: string;
}

let counter = 0;

/** What a member types into the signup form: a fresh address each time, and what `overrides` says. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `public-${counter}-${randomUUID().slice(0, 8)}@example.test`,
    name: `Member${counter}`,
    password: 'a-long-enough-passphrase',
    date_of_birth: '1990-05-17',
    gender: 'female',
    sexuality: 'hetero',
    seeking: 'male',
    country: 'NL',
    region: 'NL-UT',
    city: 'Utrecht',
    ...overrides,
  } as { email: string; password: string } & Record<string, unknown>;
}

/**
 * A member made the way members make themselves: the signup call, then the activation link from the mail.
 * Each comes from an address of its own, so the signup limit per address never interferes.
 */
export async function signUpAndConfirm(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  { confirm = true }: { confirm?: boolean } = {},
): Promise<TPublicMember> {
  const body = signupBody(overrides);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    remoteAddress: `10.${(counter >> 8) & 255}.${counter & 255}.7`,
    payload: body,
  });
  if (answer.statusCode !== 201) throw new Error(`signup failed: ${answer.statusCode} ${answer.body}`);
  const { user } = answer.json() as { user: { profile: { id: number } } };
  const { id: userId } = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirstOrThrow();
  const cookie = authCookieOf(answer)!;
  if (confirm) {
    const mail = (await t.deliverMails()).find((entry) => entry.to === body.email);
    const link = /\/api\/activate\.php\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`no activation mail for ${body.email}`);
    const activated = await t.app.inject({ method: 'GET', url: link });
    if (activated.headers.location !== '/activate/done') throw new Error(`activation failed for ${body.email}`);
  }
  return { userId, profileId: user.profile.id, email: body.email, password: body.password, cookie };
}
