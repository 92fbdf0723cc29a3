import { activationPath } from './mail-server';
import type { Member } from './member';
import { RunOver } from './member-session';

const MAIL_WAIT_MS = 90_000;

interface TUserBody {
  user?: { credits: number; paid_user: boolean; status: string; profile: { id: number } };
}

export function rememberUser(member: Member, body: TUserBody): void {
  if (!body.user) return;
  member.profileId = body.user.profile.id;
  member.credits = body.user.credits;
  member.paid = body.user.paid_user;
}

/** POST /api/signup.php as the signup form sends it; the answer logs the member in. */
export async function signUp(member: Member): Promise<boolean> {
  const year = member.random.int(1965, 2002);
  const dateOfBirth = `${year}-${String(member.random.int(1, 12)).padStart(2, '0')}-${String(member.random.int(1, 28)).padStart(2, '0')}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const { outcome, body } = await member.api<TUserBody>(
      {
        method: 'POST',
        path: '/api/signup.php',
        json: {
          email: member.email,
          name: member.name,
          password: member.password,
          date_of_birth: dateOfBirth,
          gender: member.gender,
          sexuality: 'hetero',
          seeking: member.seeking,
          country: 'NL',
          region: 'NL-UT',
          city: 'Utrecht',
          language: 'en',
        },
      },
      [201],
    );
    if (outcome === 'ok') {
      rememberUser(member, body);
      member.ctx.activity.signups++;
      return true;
    }
    await member.think(3_000, 10_000);
  }
  member.ctx.failures.add('signup', `${member.label} could not sign up in 5 attempts; it sits the run out`);
  return false;
}

/** Reads the activation mail from the soak's SMTP server and opens its link. */
export async function activate(member: Member): Promise<void> {
  const { clock, mail, failures } = member.ctx;
  const since = Date.now();
  let found = mail.find(member.email, 'activation');
  while (!found && Date.now() - since < MAIL_WAIT_MS) {
    if (clock.isOver()) throw new RunOver();
    await clock.sleep(250);
    found = mail.find(member.email, 'activation');
  }
  if (!found) {
    failures.add('mail', `${member.label}: no activation mail to ${member.email} within ${MAIL_WAIT_MS / 1000} s`);
    return;
  }
  const path = activationPath(found);
  if (!path) {
    failures.add('mail', `${member.label}: no activation link in the mail "${found.subject}"`);
    return;
  }
  const { answer } = await member.api({ method: 'GET', path }, [303]);
  const location = answer.headers?.get('location');
  if (answer.status === 303 && location === '/activate/done') {
    member.confirmed = true;
    member.ctx.activity.activations++;
  } else if (answer.status !== 0 && answer.status < 500)
    failures.add('activation', `${member.label}: GET ${path} → ${answer.status} location ${location}`);
}

/** Logs out (GET /api/logout.php, as the app's menu does), then back in with e-mail and password. */
export async function logInAgain(member: Member): Promise<void> {
  member.socket?.close();
  const logout = await member.api({ method: 'GET', path: '/api/logout.php' });
  if (logout.outcome === 'ok') member.ctx.activity.logouts++;
  member.session.forgetCookies();
  await member.think(1_000, 4_000);
  for (let attempt = 0; attempt < 5; attempt++) {
    const login = await member.api<TUserBody>({
      method: 'POST',
      path: '/api/user.php',
      json: { email: member.email, password: member.password },
    });
    if (login.outcome === 'ok' && member.session.authCookie) {
      rememberUser(member, login.body);
      member.ctx.activity.logins++;
      member.socket?.open();
      return;
    }
    if (login.outcome === 'ok')
      member.ctx.failures.add('login', `${member.label}: login answered 200 without a cookie`);
    await member.think(5_000, 10_000);
  }
  throw new Error(`${member.label} could not log in again`);
}

/** "Forgot your password": the answer is the same for every address; 3 a day, then 429 too_many_resets. */
export async function requestPasswordReset(member: Member): Promise<void> {
  const { outcome } = await member.api({
    method: 'POST',
    path: '/api/password-reset.php',
    json: { email: member.email },
  });
  if (outcome === 'ok') member.ctx.activity.resetRequests++;
}
