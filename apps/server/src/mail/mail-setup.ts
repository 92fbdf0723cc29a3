import type { TConfig } from '../config/env';
import type { Database } from '../db/database';
import { outboxTransport, smtpTransport, type MailTransport } from './transport';

/** SMTP when SMTP_URL is set, else the local outbox shown at /dev/mailbox. */
export function mailTransportFor(config: Pick<TConfig, 'SMTP_URL'>, db: Database): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport(db);
}
