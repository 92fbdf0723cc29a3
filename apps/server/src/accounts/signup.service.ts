import { SIGNUPS_PER_IP_PER_HOUR, type TLanguage, type TSignupBody } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { startSession, type LoginContext } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import { inTransaction } from '../db/transaction';
import { grantCredits } from '../credits/ledger';
import { isBannedFromSignup } from '../admin/moderation/member-sanctions';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { sendActivationMail, type MailContext } from './account-mails';
import { accountsNamingAddress } from './address-holders';
import { noticeAddressInUse } from './address-in-use';
import { createAccount } from './create-account';
import { checkSignup, signupsAllowed } from './signup.rules';
import { queuePostbacks } from '../postbacks/queue-postbacks';

/**
 * A new member on the request's site: checked by the rules of point 5, created with a disabled
 * profile until the e-mail is confirmed, logged in, and sent the activation mail after commit.
 */
export async function signup(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'jobs' | 'metrics'>,
  body: TSignupBody,
  context: LoginContext & { mail: MailContext; language: TLanguage },
): Promise<{ userId: number; token: string }> {
  const { db, clock } = deps;
  const site = context.site;
  const tracking = { network: body.network, ref: body.ref, sub1: body.sub1, sub2: body.sub2, sub3: body.sub3 };
  if (!signupsAllowed(site, tracking)) throw new AppError('signups_closed');
  checkSignup(body, site, clock.now());
  await enforceRateLimit(
    deps.rateLimiter,
    { key: `signup:${site.id}:${context.ip}`, limit: SIGNUPS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    clock.now(),
  );

  if (body.region) {
    const region = await db
      .selectFrom('regions')
      .select('code')
      .where('code', '=', body.region)
      .where('country', '=', body.country)
      .executeTakeFirst();
    if (!region) throw new AppError('invalid_input', { fields: { region: ['unknown region for this country'] } });
  }
  const taken = await accountsNamingAddress(db, site.id, body.email).select('users.id').executeTakeFirst();
  // A banned address, or a new account from a banned network, does not get in again.
  if (await isBannedFromSignup(db, site.id, body.email, context.ip)) throw new AppError('account_banned');
  // A taken address answers like a free one, so signup tells nobody who is a member: the newcomer gets an
  // account that is never sent an activation link, and the address's owner hears of the attempt (with a
  // login link, in case it was them).
  if (taken) await noticeAddressInUse(deps, context.mail, body.email);
  const passwordHash = await hashPassword(body.password);
  const now = clock.now();

  return inTransaction(db, async ({ tx, onCommit }) => {
    const user = await createAccount(
      tx,
      {
        site_id: site.id,
        email: body.email,
        password_hash: passwordHash,
        language: body.language ?? context.language,
        notifications_disabled: '[]',
        ...tracking,
        signup_ip: context.ip,
        signup_date: now,
        last_active_at: now,
      },
      {
        name: body.name.trim(),
        date_of_birth: body.date_of_birth,
        gender: body.gender,
        sexuality: body.sexuality,
        seeking: body.seeking,
        country: body.country,
        region: body.region,
        city: body.city,
        // Not in search until the e-mail address is confirmed: the database derives that (decision 015).
        last_active_at: now,
      },
    );
    // The site's welcome credits, through the ledger like every change of a balance.
    if (site.signup_credits > 0) await grantCredits(tx, { userId: user.userId, reason: 'signup' }, site.signup_credits);
    if (!taken)
      await sendActivationMail(tx, context.mail, {
        userId: user.userId,
        email: body.email,
        name: body.name.trim(),
        language: body.language ?? context.language,
      });
    await queuePostbacks(tx, { userId: user.userId, events: ['signup'] }, now);
    const token = await startSession(tx, user.userId, context, now);
    onCommit(() => {
      deps.jobs.kick();
      deps.metrics.signups.inc({ site: site.name });
    });
    return { userId: user.userId, token };
  });
}
