import {
  ACCOUNT_REACTIVATION_DAYS,
  ACTIVATION_TOKEN_DAYS,
  MAIL_CHANGE_TOKEN_HOURS,
  PASSWORD_RESET_TOKEN_MINUTES,
  isLanguage,
  type TLanguage,
} from '@app/shared';
import type { Queryable } from '../db/database';
import { enqueueMail } from '../mail/mail-queue';
import { renderMail } from '../mail/render-mail';
import type { TSiteRow } from '../sites/sites.queries';
import { issueAccountToken } from './account-tokens';

export interface MailContext {
  site: TSiteRow;
  /** Scheme and host the member uses for this site; links in the mail point there. */
  origin: string;
  fromAddress: string | undefined;
  now: Date;
}

interface Recipient {
  userId: number;
  email: string;
  name: string;
  language: string;
}

const languageOf = (recipient: Recipient): TLanguage => (isLanguage(recipient.language) ? recipient.language : 'en');
const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

async function queue(
  db: Queryable,
  context: MailContext,
  recipient: Recipient,
  kind: string,
  message: ReturnType<typeof renderMail>,
) {
  await enqueueMail(db, { siteId: context.site.id, userId: recipient.userId, kind, message }, context.now);
}

/** The "confirm your e-mail address" mail with a fresh single-use link. */
export async function sendActivationMail(db: Queryable, context: MailContext, recipient: Recipient): Promise<void> {
  const token = await issueAccountToken(db, {
    userId: recipient.userId,
    purpose: 'activation',
    now: context.now,
    expiresAt: addMinutes(context.now, ACTIVATION_TOKEN_DAYS * 24 * 60),
  });
  const message = renderMail({
    site: context.site,
    origin: context.origin,
    fromAddress: context.fromAddress,
    to: recipient.email,
    name: recipient.name,
    language: languageOf(recipient),
    template: 'activation',
    values: { days: ACTIVATION_TOKEN_DAYS },
    actionUrl: `${context.origin}/api/activate.php?token=${token}`,
  });
  await queue(db, context, recipient, 'activation', message);
}

export async function sendPasswordResetMail(db: Queryable, context: MailContext, recipient: Recipient): Promise<void> {
  const token = await issueAccountToken(db, {
    userId: recipient.userId,
    purpose: 'password_reset',
    now: context.now,
    expiresAt: addMinutes(context.now, PASSWORD_RESET_TOKEN_MINUTES),
  });
  const message = renderMail({
    site: context.site,
    origin: context.origin,
    fromAddress: context.fromAddress,
    to: recipient.email,
    name: recipient.name,
    language: languageOf(recipient),
    template: 'passwordReset',
    actionUrl: `${context.origin}/reset-password/do?token=${token}`,
  });
  await queue(db, context, recipient, 'password_reset', message);
}

/** Goes to the NEW address: only its owner can confirm the change. */
export async function sendMailChangeMail(
  db: Queryable,
  context: MailContext,
  recipient: Recipient,
  newEmail: string,
): Promise<void> {
  const token = await issueAccountToken(db, {
    userId: recipient.userId,
    purpose: 'mail_change',
    now: context.now,
    expiresAt: addMinutes(context.now, MAIL_CHANGE_TOKEN_HOURS * 60),
    newEmail,
  });
  const message = renderMail({
    site: context.site,
    origin: context.origin,
    fromAddress: context.fromAddress,
    to: newEmail,
    name: recipient.name,
    language: languageOf(recipient),
    template: 'mailChange',
    values: { email: newEmail, hours: MAIL_CHANGE_TOKEN_HOURS },
    actionUrl: `${context.origin}/mail-change/do?token=${token}`,
  });
  await queue(db, context, recipient, 'mail_change', message);
}

export async function sendAccountDeletedMail(db: Queryable, context: MailContext, recipient: Recipient): Promise<void> {
  const token = await issueAccountToken(db, {
    userId: recipient.userId,
    purpose: 'reactivation',
    now: context.now,
    expiresAt: addMinutes(context.now, ACCOUNT_REACTIVATION_DAYS * 24 * 60),
  });
  const message = renderMail({
    site: context.site,
    origin: context.origin,
    fromAddress: context.fromAddress,
    to: recipient.email,
    name: recipient.name,
    language: languageOf(recipient),
    template: 'accountDeleted',
    values: { days: ACCOUNT_REACTIVATION_DAYS },
    actionUrl: `${context.origin}/api/reactivate.php?token=${token}`,
  });
  await queue(db, context, recipient, 'account_deleted', message);
}
