import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { AUTO_LIKE_RELOAD_DELAY_MS } from '@app/shared';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { likePopupDelaySeconds, withoutLikePopupParameter } from './like-popup-rules';
import { showMatchModal } from './match-modal-store';

type TAutoLike = { profile: { id: number; name: string; main_image: { match: string } | null } | null };

/**
 * The like popup (spec points 1 and 7): with `?t=N` in the address, the parameter is removed at once
 * and after N seconds a suitable profile likes the member (GET /api/auto-like.php), shown as "New like!";
 * the likes reload half a second later. Logging out cancels a waiting popup.
 */
export function LikePopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const delay = likePopupDelaySeconds(location.search);

  useEffect(() => {
    if (delay === null) return;
    const rest = withoutLikePopupParameter(location.search);
    void navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
    const popup = setTimeout(() => {
      api<TAutoLike>('/api/auto-like.php')
        .then(({ profile }) => {
          if (!profile) return;
          const photo = profile.main_image?.match ?? null;
          // The server only ever picks a fictional profile for this like (spec point 7).
          showMatchModal({ kind: 'like', id: profile.id, name: profile.name, photo, fictional: true });
          const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.likes });
          timers.current.push(setTimeout(reload, AUTO_LIKE_RELOAD_DELAY_MS));
        })
        // A popup that could not be filled is simply not shown.
        .catch(() => undefined);
    }, delay * 1000);
    timers.current.push(popup);
    // Only a new `t` starts a timer; taking it out of the address must not cancel the running one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delay]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return null;
}
