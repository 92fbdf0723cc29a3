import webPush from 'web-push';
import { isLanguage } from '@app/shared';
import type { Database } from '../db/database';
import { translate } from '../lib/i18n';
import type { TSiteRow } from '../sites/sites.queries';
import { disclosedName, fictionalDisclosure } from '../sites/fictional-disclosure';
import type { Presence } from '../realtime/presence';
import { vapidKeys } from './vapid';
import { unreadTotal } from '../chat/chat.queries';
import { countNewLikes } from '../likes/likes.service';
import { mayAnnounce, mayAnnounceMessage } from '../members/visibility';

/** What happened, without content: pushes pass through the browser vendor's servers. */
export interface TPushNotice {
  kind: 'message' | 'like' | 'match';
  fromProfileId: number;
  conversationId?: number;
  /** Unread messages plus new likes when the push leaves: the installed app's badge, the same sum as the title. */
  waiting?: number;
}

/** What the service worker receives and shows (apps/web/src/sw.ts). */
export interface TPushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  badge?: number;
}

export interface Notifier {
  /**
   * Sends a Web Push to every device of a member who has no socket open anywhere. Runs from the job queue
   * (notifications/push-jobs.ts), never inside a request; throws when no device could be reached for now.
   */
  pushIfAway(userId: number, notice: TPushNotice): Promise<void>;
}

export type TPushSend = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  options: webPush.RequestOptions,
) => Promise<unknown>;

const PUSH_TTL_SECONDS = 3600;
/** A push service that does not answer fails this attempt; the job is retried later. */
const PUSH_TIMEOUT_MS = 10_000;

/** The push a member sees; about a fictional profile, its name carries the site's icon and the body says so. */
export function payloadFor(
  notice: TPushNotice,
  language: string,
  from: { name: string; fictional: boolean },
  site: Pick<TSiteRow, 'name' | 'fictional_icon' | 'fictional_warning_singular'>,
): TPushPayload {
  const lang = isLanguage(language) ? language : 'en';
  const siteName = site.name;
  const disclosure = from.fictional ? fictionalDisclosure(site, lang) : null;
  const name = disclosedName(from.name, from.fictional, site.fictional_icon);
  const withDisclosure = (body: string) => (disclosure ? `${body}\n${disclosure.warning}` : body);
  if (notice.kind === 'message')
    return {
      title: siteName,
      body: withDisclosure(translate(lang, 'push.message', { name })),
      url: `/chats/${notice.conversationId}`,
      tag: `chat-${notice.conversationId}`,
      ...(notice.waiting !== undefined && { badge: notice.waiting }),
    };
  return {
    title: siteName,
    body: withDisclosure(translate(lang, notice.kind === 'match' ? 'push.match' : 'push.like', { name })),
    url: notice.kind === 'match' ? `/members/${notice.fromProfileId}` : `/likes/m/${notice.fromProfileId}`,
    tag: `like-${notice.fromProfileId}`,
    ...(notice.waiting !== undefined && { badge: notice.waiting }),
  };
}

export function webPushNotifier(
  db: Database,
  presence: Presence,
  send: TPushSend = webPush.sendNotification,
): Notifier {
  return {
    async pushIfAway(userId, notice) {
      if (await presence.isOnline(userId)) return;
      const subscriptions = await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('user_id', '=', userId)
        .execute();
      if (subscriptions.length === 0) return;
      const facts = await db
        .selectFrom('users as u')
        .innerJoin('sites as s', 's.id', 'u.site_id')
        .innerJoin('profiles as me', 'me.user_id', 'u.id')
        .innerJoin('profiles as from', (join) => join.on('from.id', '=', notice.fromProfileId))
        .innerJoin('users as from_user', 'from_user.id', 'from.user_id')
        .select([
          'u.language',
          's.name as site_name',
          's.support_email',
          's.fictional_icon',
          's.fictional_warning_singular',
          'from.name',
          'from_user.fictional',
          'me.id as profile_id',
        ])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      // Asked when it leaves: a block, ban or deletion since the push was queued keeps it from going.
      const may = notice.kind === 'message' ? mayAnnounceMessage : mayAnnounce;
      if (!facts || !(await may(db, notice.fromProfileId, facts.profile_id))) return;
      const keys = await vapidKeys(db);
      // The badge counts what waits when the push leaves, not when the job was queued: unread messages
      // and new likes, as the title and the open app's badge do (title-manager.tsx).
      const [unread, likes] = await Promise.all([
        unreadTotal(db, facts.profile_id),
        countNewLikes(db, facts.profile_id),
      ]);
      const payload = JSON.stringify(
        payloadFor({ ...notice, waiting: unread + likes }, facts.language, facts, {
          name: facts.site_name,
          fictional_icon: facts.fictional_icon,
          fictional_warning_singular: facts.fictional_warning_singular,
        }),
      );
      const outcomes = await Promise.all(
        subscriptions.map(async (subscription) => {
          try {
            await send(
              { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
              payload,
              {
                TTL: PUSH_TTL_SECONDS,
                timeout: PUSH_TIMEOUT_MS,
                vapidDetails: {
                  subject: `mailto:${facts.support_email || 'support@example.com'}`,
                  publicKey: keys.publicKey,
                  privateKey: keys.privateKey,
                },
              },
            );
            return 'sent';
          } catch (error) {
            // The browser dropped the subscription: forget it.
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) {
              await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
              return 'gone';
            }
            return error;
          }
        }),
      );
      // Not one device reached and some may be reachable later: the job tries again.
      const failures = outcomes.filter((outcome) => outcome instanceof Error);
      if (!outcomes.includes('sent') && failures.length > 0) throw failures[0];
    },
  };
}
