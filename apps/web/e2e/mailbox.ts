// Reads the mails the site under test sent (the development outbox) and the links in them.
import { siteUrl } from './browser';

interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
}

/** Waits for the newest mail to an address whose text matches, and answers its first link matching `link`. */
export async function linkFromMail(
  to: string,
  link: RegExp,
  timeoutMs = 10_000,
): Promise<{ url: string; mail: OutboxMail }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(siteUrl(`/dev/mailbox.json?to=${encodeURIComponent(to)}`));
    const { mails } = (await response.json()) as { mails: OutboxMail[] };
    for (const mail of mails) {
      const found = new RegExp(`https?://[^\\s]*${link.source}[^\\s]*`).exec(mail.text);
      if (found) return { url: found[0], mail };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link like ${link}`);
}
