import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TMail {
  to: string[];
  subject: string;
  kind: TMailKind;
  raw: string;
  receivedAt: number;
}

export type TMailKind =
  | 'activation'
  | 'password reset'
  | 'new conversation'
  | 'new message'
  | 'like'
  | 'unread reminder'
  | 'mail change'
  | 'account deleted'
  | 'other';

/** The notification mails of the chat job (chat/chat-jobs.ts). */
export const NOTIFICATION_KINDS: readonly TMailKind[] = ['new conversation', 'new message', 'like', 'unread reminder'];

/** Members sign up in English, so the subjects are the English ones of locales/mail/en.json. */
const KINDS: Array<[RegExp, TMailKind]> = [
  [/^Confirm your e-mail address/, 'activation'],
  [/^Reset your password/, 'password reset'],
  [/wants to get to know you$/, 'new conversation'],
  [/sent you a message$/, 'new message'],
  [/likes you$/, 'like'],
  [/^Unread messages are waiting/, 'unread reminder'],
  [/^Confirm your new e-mail address/, 'mail change'],
  [/account has been deleted$/, 'account deleted'],
];

/** Quoted-printable soft line breaks and =3D escapes removed, so links can be read from the raw mail. */
export const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => `%${hex}`);
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    });
}

function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => /^subject:/i.test(candidate));
  return line ? decodeHeader(line.slice('subject:'.length).trim()) : '';
}

/** The soak's own SMTP server (no auth, no STARTTLS), keeping every mail it receives. */
export async function startMailServer() {
  const mails: TMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const subject = subjectOf(raw);
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject,
          kind: KINDS.find(([pattern]) => pattern.test(subject))?.[1] ?? 'other',
          raw,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    /** The newest mail of a kind to an address that arrived after `since`. */
    find(to: string, kind: TMailKind, since = 0): TMail | undefined {
      const address = to.toLowerCase();
      for (let index = mails.length - 1; index >= 0; index--) {
        const mail = mails[index]!;
        if (mail.receivedAt >= since && mail.kind === kind && mail.to.includes(address)) return mail;
      }
      return undefined;
    },
    countByKind(): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const mail of mails) counts[mail.kind] = (counts[mail.kind] ?? 0) + 1;
      return counts;
    },
    close: () =>
      Promise.race([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, 5_000)),
      ]),
  };
}

export type TMailServer = Awaited<ReturnType<typeof startMailServer>>;

/** The activation link of a mail (path and query: the member opens it through the load balancer). */
export function activationPath(mail: TMail): string | null {
  const link = /https?:\/\/[^\s"'<>]+\/api\/activate\.php\?token=[\w-]+/.exec(decodeQuotedPrintable(mail.raw));
  if (!link) return null;
  const url = new URL(link[0]);
  return `${url.pathname}${url.search}`;
}
