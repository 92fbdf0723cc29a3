import {
  ACCOUNT_REACTIVATION_DAYS,
  ACTIVATION_TOKEN_DAYS,
  LOGIN_LINK_DAYS,
  MAIL_CHANGE_TOKEN_HOURS,
  PASSWORD_RESET_TOKEN_MINUTES,
  isLanguage,
  type TLanguage,
} from '@app/shared';
import type { AppDeps } from '../app-deps';
import { issueLoginLink } from '../auth/login-links';
import type { Queryable } from '../db/database';
import type { TTokenPurpose } from '../db/schema/accounts';
import { enqueueMail } from '../mail/mail-queue';
import { renderMail } from '../mail/render-mail';
import type { TSiteRow } from '../sites/sites.queries';
import { issueAccountToken } from './account-tokens';

export interface MailContext {
  site: TSiteRow;
  /** The site's own base URL (`sites/site-urls.ts`); links in the mail point there, never at a request's Host. */
  origin: string;
  fromAddress: string | undefined;
  now: Date;
}

/** How a mail of a site goes out, whatever asked for it: a member's request, staff, or a job. */
export function mailContextFor(deps: Pick<AppDeps, 'config' | 'clock' | 'siteUrls'>, site: TSiteRow): MailContext {
  return {
    site,
    origin: deps.siteUrls.baseUrl(site),
    fromAddress: deps.config.MAIL_FROM_ADDRESS,
    now: deps.clock.now(),
  };
}

interface Recipient {
  userId: number;
  email: string;
  name: string;
  language: string;
}

const languageOf = (recipient: Recipient): TLanguage => (isLanguage(recipient.language) ? recipient.language : 'en');
const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

type TLinkMail = Pick<Parameters<typeof renderMail>[0], 'template' | 'values'> & {
  /** The mail's type in the queue (the console, the member's export). */
  kind: string;
  /** The link's path on the site, with its token. */
  path: string;
  /** Another address than the member's own (a new address to confirm). */
  to?: string;
};

/** Renders a mail whose button opens a one-time link on the site's own address, and queues it. */
async function queueLinkMail(db: Queryable, context: MailContext, recipient: Recipient, mail: TLinkMail) {
  const message = renderMail({
    site: context.site,
    origin: context.origin,
    fromAddress: context.fromAddress,
    to: mail.to ?? recipient.email,
    name: recipient.name,
    language: languageOf(recipient),
    template: mail.template,
    values: mail.values,
    actionUrl: `${context.origin}${mail.path}`,
  });
  await enqueueMail(db, { siteId: context.site.id, userId: recipient.userId, kind: mail.kind, message }, context.now);
}

/** A one-time token of the member for `purpose`, good for `minutes`. */
function issueToken(
  db: Queryable,
  context: MailContext,
  recipient: Recipient,
  purpose: TTokenPurpose,
  minutes: number,
) {
  return issueAccountToken(db, {
    userId: recipient.userId,
    purpose,
    now: context.now,
    expiresAt: addMinutes(context.now, minutes),
  });
}

/** The "confirm your e-mail address" mail with a fresh single-use link. */
export async function sendActivationMail(db: Queryable, context: MailContext, recipient: Recipient): Promise<void> {
  const token = await issueToken(db, context, recipient, 'activation', ACTIVATION_TOKEN_DAYS * 24 * 60);
  await queueLinkMail(db, context, recipient, {
    kind: 'activation',
    template: 'activation',
    values: { days: ACTIVATION_TOKEN_DAYS },
    path: `/api/activate.php?token=${token}`,
  });
}

export async function sendPasswordResetMail(db: Queryable, context: MailContext, recipient: Recipient): Promise<void> {
  const token = await issueToken(db, context, recipient, 'password_reset', PASSWORD_RESET_TOKEN_MINUTES);
  await queueLinkMail(db, context, recipient, {
    kind: 'password_reset',
    template: 'passwordReset',
    path: `/reset-password/do?token=${token}`,
  });
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
  await queueLinkMail(db, context, recipient, {
    kind: 'mail_change',
    template: 'mailChange',
    values: { email: newEmail, hours: MAIL_CHANGE_TOKEN_HOURS },
    path: `/mail-change/do?token=${token}`,
    to: newEmail,
  });
}

/**
 * To the owner of an address someone tried to use for another account (a signup, an e-mail change): the
 * caller's answer does not say the address is taken; its owner learns of it here, with a login link.
 */
export async function sendAddressInUseMail(db: Queryable, context: MailContext, recipient: Recipient): Promise<void> {
  const token = await issueLoginLink(db, {
    userId: recipient.userId,
    siteId: context.site.id,
    targetPath: '/members',
    now: context.now,
  });
  await queueLinkMail(db, context, recipient, {
    kind: 'address_in_use',
    template: 'addressInUse',
    values: { days: LOGIN_LINK_DAYS },
    path: `/${token}`,
  });
}

export async function sendAccountDeletedMail(db: Queryable, context: MailContext, recipient: Recipient): Promise<void> {
  const token = await issueToken(db, context, recipient, 'reactivation', ACCOUNT_REACTIVATION_DAYS * 24 * 60);
  await queueLinkMail(db, context, recipient, {
    kind: 'account_deleted',
    template: 'accountDeleted',
    values: { days: ACCOUNT_REACTIVATION_DAYS },
    path: `/api/reactivate.php?token=${token}`,
  });
}
