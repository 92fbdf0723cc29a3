import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { REALTIME_CLOSE, isSessionOverClose, type TMemberProfile } from '@app/shared';
import { accountBanned, api } from '../../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';
import { showMatchModal } from '../../likes/match-modal-store';
import { useSettings } from '../../sites/sites.queries';
import { isReadingNow, openConversationStore } from '../open-conversation';
import { setRealtimeSender } from '../typing';
import { applyRealtimeEvent, catchUp } from './realtime-events';
import { RealtimeSocket, realtimeUrl } from './realtime-socket';

/** "It's a match" needs the member's name and photo: from the cache, else from the profile call. */
async function showMatch(queryClient: QueryClient, profileId: number, cdnPrefix: string): Promise<void> {
  const { profile } = await queryClient.fetchQuery({
    queryKey: queryKeys.member(profileId),
    queryFn: () => api<{ profile: TMemberProfile }>('/api/member.php', { query: { id: profileId } }),
    staleTime: CACHE_TIMES.member,
  });
  const photo = profile.main_image ? `${cdnPrefix}${profile.main_image.thumb_filename}` : null;
  showMatchModal({ kind: 'match', id: profile.id, name: profile.name, photo, fictional: profile.fictional });
}

/**
 * The member's realtime channel, one per tab while logged in: events go into the caches, a reconnect
 * catches up on what was missed, and the conversation sends its typing notices through it.
 */
export function useRealtime(ownProfileId: number): void {
  const queryClient = useQueryClient();
  const { cdn_prefix: cdnPrefix } = useSettings();

  useEffect(() => {
    const socket = new RealtimeSocket({
      url: realtimeUrl(window.location),
      onEvent: (event) =>
        applyRealtimeEvent(queryClient, event, {
          ownProfileId,
          isReadingNow,
          openConversationId: () => openConversationStore.get(),
          onMatch: (profileId) => void showMatch(queryClient, profileId, cdnPrefix).catch(() => undefined),
        }),
      onOpen: ({ reconnected }) => {
        if (reconnected) catchUp(queryClient, openConversationStore.get());
      },
      onClose: (code) => {
        if (!isSessionOverClose(code)) return;
        // Banned: the same way as a call answered account_banned (the app shows /ban).
        if (code === REALTIME_CLOSE.BANNED) accountBanned();
        // Ended or deleted: the user call tells the app, which logs out.
        else void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      },
    });
    socket.start();
    setRealtimeSender((event) => socket.send(event));
    const reconnect = () => {
      if (document.visibilityState === 'visible') socket.reconnectNow();
    };
    window.addEventListener('online', reconnect);
    document.addEventListener('visibilitychange', reconnect);
    return () => {
      window.removeEventListener('online', reconnect);
      document.removeEventListener('visibilitychange', reconnect);
      setRealtimeSender(null);
      socket.stop();
    };
  }, [queryClient, ownProfileId, cdnPrefix]);
}
