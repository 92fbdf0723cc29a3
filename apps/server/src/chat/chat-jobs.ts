import type { AppDeps } from '../app-deps';
import { mailNewLikes, mailUnreadMessages, mailUnreadReminders } from '../notifications/notification-mails';

const MINUTE_MS = 60_000;

/** Scheduled work of chat and likes: mails for what stayed unread, and the unread reminders. */
export function startChatJobs(deps: AppDeps, log: { error(object: unknown, message: string): void }): () => void {
  const run = () =>
    void (async () => {
      const sent = (await mailUnreadMessages(deps)) + (await mailNewLikes(deps)) + (await mailUnreadReminders(deps));
      if (sent > 0) await deps.mailWorker.runOnce();
    })().catch((error) => log.error({ err: error }, 'notification mails failed'));
  const every = setInterval(run, MINUTE_MS);
  return () => clearInterval(every);
}
