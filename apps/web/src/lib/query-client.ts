import { QueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from './query-keys';

/** Retries live in the API client (5, growing delays), so the cache does not retry again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: CACHE_TIMES.list, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
