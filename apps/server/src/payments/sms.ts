import type { Database } from '../db/database';

/** Sends a text message (the direct-debit code). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * Without an SMS provider configured, texts go to the development outbox (shown beside the mails at
 * /dev/mailbox), so the whole flow can be used and tested end to end.
 */
export function outboxSms(db: Database): SmsSender {
  return {
    async send(to, text) {
      await db.insertInto('sms_outbox').values({ to_phone: to, text }).execute();
    },
  };
}
