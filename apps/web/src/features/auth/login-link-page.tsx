import { useParams } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';
import { PlaceholderScreen } from '../pages/placeholder-screen';

/** Personal login links from mails (`/{token}`); any path that is not token-shaped is a 404. */
export function isLoginToken(value: string | undefined): boolean {
  return /^[A-Za-z0-9_-]{32,64}$/.test(value ?? '');
}

export function LoginLinkPage() {
  const { token } = useParams();
  if (!isLoginToken(token)) return <NotFoundPage />;
  return <PlaceholderScreen />;
}
