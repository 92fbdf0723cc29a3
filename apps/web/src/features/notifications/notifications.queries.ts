import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationSetting } from '@app/shared';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const KEY = ['notifications'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: () =>
      api<{ notifications: TNotificationSetting[] }>('/api/notifications.php').then((answer) => answer.notifications),
  });
}

/**
 * Turns one mail type on or off. The switch moves at once; a refusal puts it back. The member's
 * disabled list (alerts) changes with it.
 */
export function useSetNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: TNotificationSetting['type']; enabled: boolean }) =>
      api<{ notifications: TNotificationSetting[] }>('/api/notifications.php', { method: 'PUT', body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: KEY });
      const before = queryClient.getQueryData<TNotificationSetting[]>(KEY);
      queryClient.setQueryData<TNotificationSetting[]>(KEY, (settings) =>
        settings?.map((setting) =>
          setting.type === body.type
            ? { ...setting, enabled: body.enabled, reason: body.enabled ? null : 'user' }
            : setting,
        ),
      );
      return { before };
    },
    onError: (_error, _body, context) => queryClient.setQueryData(KEY, context?.before),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer.notifications);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
