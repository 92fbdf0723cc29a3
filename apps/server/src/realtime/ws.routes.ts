import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME_CLOSE, ZClientEvent } from '@app/shared';
import { currentMember } from '../auth/session';
import { sessionState } from '../auth/session-state';
import { findMembership } from '../chat/chat.queries';
import { AppError } from '../lib/errors';
import { canSeeInConversation } from '../members/visibility';
import { isCrossSite } from '../plugins/security';
import { SocketHub } from './socket-hub';

/** Typing notices a socket may send: one every two seconds is plenty for "is typing…". */
const TYPING_INTERVAL_MS = 2_000;
const MAX_CLIENT_MESSAGE_BYTES = 1_024;

/**
 * GET /api/ws: the member's realtime channel. Authenticated by the session cookie, same-origin only;
 * the server sends events (ZRealtimeEvent), the tab may send typing notices and pings.
 */
export async function registerRealtimeRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  const hub = new SocketHub(deps.events, deps.presence, app.log, (sessionId) =>
    sessionState(deps.db, sessionId, deps.clock.now()),
  );
  app.addHook('onClose', async () => hub.close());
  deps.metrics.countSocketsWith(() => hub.connections);

  app.get('/api/ws', { websocket: true }, (socket, req) => {
    if (!req.headers.origin || isCrossSite(req)) {
      socket.close(1008, 'forbidden_origin');
      return;
    }
    // Listening starts at once: a tab may speak right after the socket opens, before we know who it is.
    const member = authenticate(req);
    let lastTyping = 0;
    socket.on('message', (raw) => {
      void member
        .then((profileId) => {
          if (profileId === null) return;
          let parsed;
          try {
            parsed = ZClientEvent.safeParse(JSON.parse(raw.toString()));
          } catch {
            return;
          }
          if (!parsed.success) return;
          if (parsed.data.type === 'ping') {
            socket.send(JSON.stringify({ type: 'pong' }));
            return;
          }
          const now = Date.now();
          if (now - lastTyping < TYPING_INTERVAL_MS) return;
          lastTyping = now;
          return announceTyping(parsed.data.conversation_id, profileId);
        })
        .catch((error) => app.log.warn({ err: error }, 'socket message failed'));
    });
    void member.then(
      (profileId) => {
        if (profileId === null) socket.close(REALTIME_CLOSE.SESSION_ENDED, 'authentication_required');
      },
      (error: unknown) => {
        // A banned member's tab learns why (and stops reconnecting); anything else is worth a retry.
        if (error instanceof AppError && error.code === 'account_banned')
          socket.close(REALTIME_CLOSE.BANNED, 'account_banned');
        else socket.close(1011, 'internal_error');
      },
    );

    async function authenticate(request: typeof req): Promise<number | null> {
      const found = await currentMember(request);
      if (!found) return null;
      const profile = await deps.db
        .selectFrom('profiles')
        .select('id')
        .where('user_id', '=', found.userId)
        .executeTakeFirst();
      if (!profile) return null;
      hub.add(found.userId, found.sessionId, socket);
      return profile.id;
    }
  });

  /**
   * "Is typing…" goes to the other member of a conversation the typist takes part in, if that member may
   * see the typist: after a block (either way) or a deletion it is presence that must not pass.
   */
  async function announceTyping(conversationId: number, profileId: number): Promise<void> {
    const membership = await findMembership(deps.db, conversationId, profileId);
    if (!membership) return;
    if (!(await canSeeInConversation(deps.db, membership.other_profile_id, profileId))) return;
    const other = await deps.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', membership.other_profile_id)
      .executeTakeFirst();
    if (other)
      await deps.events.publish(other.user_id, {
        type: 'typing',
        conversation_id: conversationId,
        profile_id: profileId,
      });
  }
}
