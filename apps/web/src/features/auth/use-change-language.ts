import { useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@app/shared';
import { switchLanguage } from '../../i18n/i18n';
import { queryKeys } from '../../lib/query-keys';
import { saveLanguage, useUser } from './auth.queries';

/** Changes the interface language; a logged-in member's choice is also saved on the server. */
export function useChangeLanguage() {
  const user = useUser();
  const queryClient = useQueryClient();
  return async (language: TLanguage) => {
    await switchLanguage(language);
    if (user) {
      await saveLanguage(language);
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
    }
    // Texts that came from the server in the old language (interests, the site's index title and
    // disclosure texts) are fetched again.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.allInterests }),
      queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
    ]);
  };
}
