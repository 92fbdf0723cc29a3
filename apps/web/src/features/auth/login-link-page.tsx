import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isLanguage, type TUser } from '@app/shared';
import { currentLanguage, switchLanguage } from '../../i18n/i18n';
import { api, ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { rememberMember } from './auth.queries';
import { NotFoundPage } from '../pages/not-found-page';
import { afterLoginPath } from './login-page';
import { pathTo } from '../../routes';

/** Personal login links from mails (`/{token}`); any path that is not token-shaped is a 404. */
export function isLoginToken(value: string | undefined): boolean {
  return /^[A-Za-z0-9_-]{32,64}$/.test(value ?? '');
}

/**
 * A link is used once: the answer of its one call is kept per token, so React's double effects in
 * development (StrictMode) and a remount read the same answer instead of spending the link twice.
 */
const openedLinks = new Map<string, Promise<{ user: TUser; next: string }>>();

export function openLoginLink(token: string): Promise<{ user: TUser; next: string }> {
  let opened = openedLinks.get(token);
  if (!opened) {
    opened = api<{ user: TUser; next: string }>('/api/login-link.php', { method: 'POST', body: { token } });
    openedLinks.set(token, opened);
  }
  return opened;
}

export function LoginLinkPage() {
  const { token } = useParams();
  const valid = isLoginToken(token);
  if (!valid) return <NotFoundPage />;
  return <OpeningLink token={token!} />;
}

/** Logs in with the link, then goes where the mail meant (`next`); a used or expired link goes to the login. */
function OpeningLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('screens.loginLink'));

  useEffect(() => {
    let current = true;
    openLoginLink(token).then(
      async ({ user, next }) => {
        await rememberMember(queryClient, user);
        // The server kept this device's chosen language; without a choice here, the account's language shows.
        if (isLanguage(user.language) && user.language !== currentLanguage()) await switchLanguage(user.language);
        if (current) void navigate(afterLoginPath(next), { replace: true });
      },
      (error: unknown) => {
        // The link is spent either way; a fresh one comes by mail, meanwhile the password works.
        const reason = error instanceof ApiError && error.code === 'link_invalid' ? 'invalid' : 'failed';
        if (current) void navigate(pathTo('login', {}, { link: reason }), { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [token, navigate, queryClient]);

  return (
    <div className="container py-5 text-center" aria-busy="true">
      <span className="spinner-border text-primary mb-3" role="status" aria-hidden="true" />
      <h1 className="h3">{t('screens.loginLink')}</h1>
    </div>
  );
}
