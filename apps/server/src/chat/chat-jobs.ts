import type { AppDeps } from '../app-deps';
import type { TScheduledJob } from '../jobs/scheduler';
import { mailNewLikes, mailUnreadMessages, mailUnreadReminders } from '../notifications/notification-mails';

const MINUTE_MS = 60_000;

/** Mails for messages and likes that stayed unread, and the unread reminders. */
export const notificationMailsJob: TScheduledJob<AppDeps> = {
  name: 'notification-mails',
  everyMs: MINUTE_MS,
  firstAfterMs: MINUTE_MS,
  async run(deps) {
    const queued = (await mailUnreadMessages(deps)) + (await mailNewLikes(deps)) + (await mailUnreadReminders(deps));
    if (queued > 0) deps.jobs.kick();
    return `${queued} mails queued`;
  },
};
