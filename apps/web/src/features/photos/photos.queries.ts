import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TOwnPhoto } from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';
import { uploadPhoto } from '../accounts/signup/signup.queries';

export interface TOwnPhotos {
  photos: TOwnPhoto[];
  limit: number;
}

/** The member's own photos, main first, pending ones included, with their photo limit. */
export function useOwnPhotos() {
  return useQuery({
    queryKey: queryKeys.ownPhotos,
    queryFn: () => api<TOwnPhotos>('/api/photos.php'),
    staleTime: CACHE_TIMES.member,
  });
}

/**
 * After any change the lists are refetched, and so is the member: the navigation shows the main
 * photo's thumbnail. Member profiles are marked stale so "my profile as others see it" is current, and the
 * selfie verification learns whether a photo to compare with exists now.
 */
function refreshPhotos(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.ownPhotos }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myProfile }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allMembers }),
    queryClient.invalidateQueries({ queryKey: queryKeys.verification }),
  ]);
}

/** Multipart upload (api() speaks JSON only, so the signup's upload call is shared). */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPhoto(file),
    // Waiting for the refetch keeps the spinner until the new photo is in the list.
    onSuccess: () => refreshPhotos(queryClient),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('/api/photos.php', { method: 'DELETE', body: { id } }),
    onSuccess: () => refreshPhotos(queryClient),
  });
}

export function useMakeMainPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('/api/photos.php', { method: 'PUT', body: { id, main: true } }),
    onSuccess: () => refreshPhotos(queryClient),
  });
}
