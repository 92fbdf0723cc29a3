import { useQuery } from '@tanstack/react-query';
import { LANDER_MEMBER_COUNT, type TLanderResponse } from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';

/** While the server makes the lander video (10–20 s the first time), it is asked again this often. */
export const VIDEO_POLL_MS = 3_000;

/** The site's fictional members of its niche for landers; the map of the visitor's country only when asked. */
export function useLander(withMap = false) {
  return useQuery({
    queryKey: queryKeys.lander(withMap),
    queryFn: ({ signal }) =>
      api<TLanderResponse>('/api/lander.php', {
        query: { count: LANDER_MEMBER_COUNT, ...(withMap && { map: 1 }) },
        signal,
      }),
    staleTime: CACHE_TIMES.list,
  });
}

type TLanderVideo = { webm: string; mp4: string; poster: string };

/** The lander video of a style: null until the server has made it, asked again every 3 s until then. */
export function useLanderVideo(style: 'kenburns' | 'transitions') {
  return useQuery({
    queryKey: queryKeys.landerVideo(style),
    queryFn: ({ signal }) =>
      api<{ video: TLanderVideo | null }>('/api/lander-video.php', { query: { style }, signal }).then(
        (answer) => answer.video,
      ),
    staleTime: CACHE_TIMES.static,
    refetchInterval: (query) => (query.state.data ? false : VIDEO_POLL_MS),
  });
}
