import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isLanguage, type TGeocode, type TInterest, type TRegion, type TSignupBody, type TUser } from '@app/shared';
import { api } from '../../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';
import { rememberMember } from '../../auth/auth.queries';

/** Creates the member and logs in (the server sets the auth cookie). */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignupBody) =>
      api<{ user: TUser }>('/api/signup.php', { method: 'POST', body }).then((answer) => answer.user),
    onSuccess: (user) => rememberMember(queryClient, user),
  });
}

/** Multipart upload of one photo; the first one becomes the main image. */
export async function uploadPhoto(file: Blob): Promise<void> {
  const form = new FormData();
  form.append('photo', file);
  await api('/api/photos.php', { method: 'POST', body: form });
}

export function saveAbout(body: { about: string; interests: string[] }): Promise<unknown> {
  return api('/api/profile.php', { method: 'PUT', body });
}

export function resendActivation(): Promise<unknown> {
  return api('/api/activation.php', { method: 'POST' });
}

/** The place of a browser position, or false when it cannot be found (spec point 7: stored as false). */
export function geocode(lat: number, lon: number): Promise<TGeocode | false> {
  return api<TGeocode>('/api/geocode.php', { query: { lat, lon } }).catch(() => false as const);
}

export function useRegions(country: string) {
  return useQuery({
    queryKey: queryKeys.regions(country),
    queryFn: () => api<{ regions: TRegion[] }>('/api/regions.php', { query: { country } }).then((a) => a.regions),
    staleTime: CACHE_TIMES.static,
    enabled: Boolean(country),
  });
}

export function useInterests(language: string) {
  return useQuery({
    queryKey: queryKeys.interests(language),
    // The language goes along: the page may show one the server has not been told of yet (a lander's address).
    queryFn: () =>
      api<{ interests: TInterest[] }>('/api/interests.php', {
        query: { language: isLanguage(language) ? language : undefined },
      }).then((answer) => answer.interests),
    staleTime: CACHE_TIMES.static,
  });
}
