import { sql } from 'kysely';
import {
  isLanguage,
  NOTIFICATION_MAIL_QUIET_MINUTES,
  UNREAD_REMINDER_AFTER_HOURS,
  UNREAD_REMINDER_EVERY_DAYS,
  type NOTIFICATION_TYPES,
} from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { DisabledNotification } from '../db/schema/users';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/mail-queue';
import { renderMail } from '../mail/render-mail';
import type { TMailTemplate } from '../mail/mail-texts';
import type { TSiteRow } from '../sites/sites.queries';
import { disclosedName, fictionalDisclosure } from '../sites/fictional-disclosure';
import { issueLoginLink } from '../auth/login-links';
import { unsubscribeToken } from './unsubscribe-links';
import { scaledMinutes } from '../jobs/job-time';
import { mayAnnounce, mayAnnounceMessage } from '../members/visibility';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'sites' | 'siteUrls' | 'presence'>;
type TType = (typeof NOTIFICATION_TYPES)[number];

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

interface TNotice {
  userId: number;
  site: TSiteRow;
  email: string;
  name: string;
  language: string;
  disabled: DisabledNotification[];
  type: TType;
  template: TMailTemplate;
  values: Record<string, string | number>;
  path: string;
  /** The mail is about a fictional profile: its name carries the site's icon and the mail says so. */
  aboutFictional?: boolean;
}

/** Queues one notification mail, unless the member turned that type off (or a bounce did). */
async function queueNotice(deps: Deps, db: Parameters<typeof enqueueMail>[0], notice: TNotice): Promise<boolean> {
  if (notice.disabled.some((entry) => entry.type === notice.type)) return false;
  const { site } = notice;
  const origin = deps.siteUrls.baseUrl(site);
  const token = await unsubscribeToken(db, notice.userId, notice.type);
  // The button logs the member in and opens the page the mail is about.
  const link = await issueLoginLink(db, {
    userId: notice.userId,
    siteId: site.id,
    targetPath: notice.path,
    now: deps.clock.now(),
  });
  const language = isLanguage(notice.language) ? notice.language : 'en';
  const disclosure = notice.aboutFictional ? fictionalDisclosure(site, language) : null;
  const values =
    disclosure && typeof notice.values.from === 'string'
      ? { ...notice.values, from: disclosedName(notice.values.from, true, disclosure.icon) }
      : notice.values;
  const message = renderMail({
    site,
    origin,
    ...(deps.config.MAIL_FROM_ADDRESS && { fromAddress: deps.config.MAIL_FROM_ADDRESS }),
    to: notice.email,
    name: notice.name,
    language,
    template: notice.template,
    values,
    ...(disclosure && { notice: disclosure.warning }),
    actionUrl: `${origin}/${link}`,
    unsubscribeUrl: `${origin}/api/unsubscribe.php?token=${token}`,
  });
  await enqueueMail(db, { siteId: site.id, userId: notice.userId, kind: notice.type, message }, deps.clock.now());
  return true;
}

/** Members a notification may be mailed to: real, confirmed, not deleted or banned. */
function mailableMembers(deps: Deps) {
  return deps.db
    .selectFrom('profiles as me')
    .innerJoin('users as u', 'u.id', 'me.user_id')
    .where('u.fictional', '=', false)
    .where('u.status', '=', 'confirmed')
    .where('u.deleted_at', 'is', null)
    .where('u.banned_at', 'is', null);
}

/**
 * Messages still unread after a quiet period are mailed once per unread stretch: new_conversations for
 * the first message of someone new, new_messages otherwise. Members with the site open are skipped.
 */
export async function mailUnreadMessages(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await mailableMembers(deps)
    .innerJoin('conversation_members as cm', 'cm.profile_id', 'me.id')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('profiles as other', 'other.id', 'cm.other_profile_id')
    .innerJoin('users as other_user', 'other_user.id', 'other.user_id')
    .select([
      'cm.conversation_id',
      'cm.profile_id',
      'cm.unread_count',
      'cm.mailed_at',
      'c.started_by',
      'u.id as user_id',
      'u.site_id',
      'u.email',
      'u.language',
      'u.notifications_disabled',
      'me.name',
      'other.id as other_id',
      'other.name as other_name',
      'other_user.fictional as other_fictional',
    ])
    .where('cm.unread_count', '>', 0)
    .where('cm.hidden_at', 'is', null)
    .where('cm.unread_since', '<=', minutesAgo(now, scaledMinutes(deps.config, NOTIFICATION_MAIL_QUIET_MINUTES)))
    .where((eb) => eb.or([eb('cm.mailed_at', 'is', null), eb('cm.mailed_at', '<', eb.ref('cm.unread_since'))]))
    .limit(200)
    .execute();
  let sent = 0;
  for (const row of due) {
    const online = await deps.presence.isOnline(row.user_id);
    // Looked up before the transaction: the site directory may have to load, and the connection is the transaction's.
    const site = await deps.sites.byIdOrThrow(row.site_id);
    const mailed = await inTransaction(deps.db, async ({ tx }) => {
      // Claimed here, so two processes never mail the same stretch twice.
      const claimed = await tx
        .updateTable('conversation_members')
        .set({ mailed_at: now })
        .where('conversation_id', '=', row.conversation_id)
        .where('profile_id', '=', row.profile_id)
        .where((eb) => eb.or([eb('mailed_at', 'is', null), eb('mailed_at', '<', eb.ref('unread_since'))]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0 || online) return false;
      // Claimed either way: a writer the member may not be shown now (visibility.ts) is never announced.
      if (!(await mayAnnounceMessage(tx, row.other_id, row.profile_id))) return false;
      const answered = await tx
        .selectFrom('messages')
        .select('id')
        .where('conversation_id', '=', row.conversation_id)
        .where('sender_id', '=', row.profile_id)
        .limit(1)
        .executeTakeFirst();
      // The first mail about someone who wrote first and was never answered introduces them.
      const isNew = row.started_by === row.other_id && !answered && row.mailed_at === null;
      return queueNotice(deps, tx, {
        userId: row.user_id,
        site,
        email: row.email,
        name: row.name,
        language: row.language,
        disabled: row.notifications_disabled,
        type: isNew ? 'new_conversations' : 'new_messages',
        template: isNew ? 'newConversation' : 'newMessage',
        values: { from: row.other_name, count: row.unread_count },
        path: `/chats/${row.conversation_id}`,
        aboutFictional: row.other_fictional,
      });
    });
    if (mailed) sent++;
  }
  return sent;
}

/** Likes still unseen after a quiet period are mailed once each. */
export async function mailNewLikes(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await mailableMembers(deps)
    .innerJoin('likes as l', 'l.liked_id', 'me.id')
    .innerJoin('profiles as liker', 'liker.id', 'l.liker_id')
    .innerJoin('users as liker_user', 'liker_user.id', 'liker.user_id')
    .select([
      'l.liker_id',
      'l.liked_id',
      'u.id as user_id',
      'u.site_id',
      'u.email',
      'u.language',
      'u.notifications_disabled',
      'me.name',
      'liker.name as liker_name',
      'liker_user.fictional as liker_fictional',
    ])
    .where('l.like_new', '=', true)
    .where('l.mailed_at', 'is', null)
    .where('l.created_at', '<=', minutesAgo(now, scaledMinutes(deps.config, NOTIFICATION_MAIL_QUIET_MINUTES)))
    .limit(200)
    .execute();
  let sent = 0;
  for (const row of due) {
    const online = await deps.presence.isOnline(row.user_id);
    // Looked up before the transaction: the site directory may have to load, and the connection is the transaction's.
    const site = await deps.sites.byIdOrThrow(row.site_id);
    const mailed = await inTransaction(deps.db, async ({ tx }) => {
      const claimed = await tx
        .updateTable('likes')
        .set({ mailed_at: now })
        .where('liker_id', '=', row.liker_id)
        .where('liked_id', '=', row.liked_id)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0 || online) return false;
      // Claimed either way: a like from a member the liked one may not be shown now (unconfirmed, blocked,
      // deleted, banned: visibility.ts) is never mailed; it shows on the likes page if that changes.
      if (!(await mayAnnounce(tx, row.liker_id, row.liked_id))) return false;
      return queueNotice(deps, tx, {
        userId: row.user_id,
        site,
        email: row.email,
        name: row.name,
        language: row.language,
        disabled: row.notifications_disabled,
        type: 'like',
        template: 'like',
        values: { from: row.liker_name },
        path: `/likes/m/${row.liker_id}`,
        aboutFictional: row.liker_fictional,
      });
    });
    if (mailed) sent++;
  }
  return sent;
}

/** unread_message_reminders: messages unread for a day bring a reminder, at most every few days. */
export async function mailUnreadReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await mailableMembers(deps)
    .innerJoin('conversation_members as cm', 'cm.profile_id', 'me.id')
    .select([
      'u.id as user_id',
      'u.site_id',
      'u.email',
      'u.language',
      'u.notifications_disabled',
      'me.name',
      sql<number>`sum(cm.unread_count)`.as('unread'),
    ])
    .where('cm.unread_count', '>', 0)
    .where('cm.hidden_at', 'is', null)
    .where('cm.unread_since', '<=', minutesAgo(now, scaledMinutes(deps.config, UNREAD_REMINDER_AFTER_HOURS * 60)))
    .where((eb) =>
      eb.or([
        eb('u.unread_reminder_at', 'is', null),
        eb(
          'u.unread_reminder_at',
          '<',
          minutesAgo(now, scaledMinutes(deps.config, UNREAD_REMINDER_EVERY_DAYS * 24 * 60)),
        ),
      ]),
    )
    .groupBy(['u.id', 'me.name'])
    .limit(200)
    .execute();
  let sent = 0;
  for (const row of due) {
    const site = await deps.sites.byIdOrThrow(row.site_id);
    const mailed = await inTransaction(deps.db, async ({ tx }) => {
      const claimed = await tx
        .updateTable('users')
        .set({ unread_reminder_at: now })
        .where('id', '=', row.user_id)
        .where((eb) =>
          eb.or([
            eb('unread_reminder_at', 'is', null),
            eb(
              'unread_reminder_at',
              '<',
              minutesAgo(now, scaledMinutes(deps.config, UNREAD_REMINDER_EVERY_DAYS * 24 * 60)),
            ),
          ]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      return queueNotice(deps, tx, {
        userId: row.user_id,
        site,
        email: row.email,
        name: row.name,
        language: row.language,
        disabled: row.notifications_disabled,
        type: 'unread_message_reminders',
        template: 'unreadReminder',
        values: { count: Number(row.unread) },
        path: '/chats',
      });
    });
    if (mailed) sent++;
  }
  return sent;
}
