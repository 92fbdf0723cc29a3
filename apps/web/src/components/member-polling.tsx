import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { POLL_START_DELAY_MS } from '@app/shared';
import { usePushState } from '../features/notifications/push-state';
import { pollInterval } from '../lib/polling';
import { queryKeys } from '../lib/query-keys';

/**
 * Refreshes the member, the chats and the likes 5 s after start, then every 60 s, or every 300 s on a
 * device subscribed to pushes (spec point 9: pushes tell it what changed). The realtime channel keeps them
 * current while it is up; this is the fallback when it is not.
 */
export function MemberPolling() {
  const queryClient = useQueryClient();
  const pushSubscribed = usePushState() === 'subscribed';
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes });
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, pollInterval(pushSubscribed));
    }, POLL_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [queryClient, pushSubscribed]);
  return null;
}
