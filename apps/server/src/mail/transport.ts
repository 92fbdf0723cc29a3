import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import type { TMailMessage } from '../db/schema/accounts';

/** Where mails go: a real SMTP server, or the local outbox read at /dev/mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: TMailMessage, context: { siteId: number }): Promise<void>;
  close(): void;
}

/** A mail server that stops answering fails the attempt (retried later) instead of holding it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      });
    },
    close: () => transporter.close(),
  };
}

/** Development without SMTP: mails are kept in the database and shown at /dev/mailbox. */
export function outboxTransport(db: Database): MailTransport {
  return {
    kind: 'outbox',
    async send(message, { siteId }) {
      await db
        .insertInto('outbox_mails')
        .values({
          site_id: siteId,
          to_address: message.to,
          from_address: message.from,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: JSON.stringify(message.headers),
        })
        .execute();
    },
    close() {},
  };
}
