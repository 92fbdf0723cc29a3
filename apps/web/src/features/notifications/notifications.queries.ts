import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationSetting } from '@app/shared';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notifications,
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
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      const before = queryClient.getQueryData<TNotificationSetting[]>(queryKeys.notifications);
      queryClient.setQueryData<TNotificationSetting[]>(queryKeys.notifications, (settings) =>
        settings?.map((setting) =>
          setting.type === body.type
            ? { ...setting, enabled: body.enabled, reason: body.enabled ? null : 'user' }
            : setting,
        ),
      );
      return { before };
    },
    onError: (_error, _body, context) => queryClient.setQueryData(queryKeys.notifications, context?.before),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.notifications, answer.notifications);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
