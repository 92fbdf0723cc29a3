import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { TUser } from '@app/shared';
import { useUser } from './auth.queries';
import { leavingDestination } from './leaving';
import { pathTo } from '../../routes';

/**
 * A screen for logged-in members: a visitor is sent to the login page, which brings them back
 * afterwards (`next`), unless the member ended the session themselves (`leaving.ts`). Renders nothing while the first user answer is on its way.
 */
export function MemberOnly({ children }: { children: (user: TUser) => ReactNode }) {
  const user = useUser();
  const location = useLocation();
  if (user === undefined) return null;
  if (user === null) {
    const leaving = leavingDestination();
    if (leaving) return <Navigate to={leaving} replace />;
    return <Navigate to={pathTo('login', {}, { next: location.pathname + location.search })} replace />;
  }
  return <>{children(user)}</>;
}
