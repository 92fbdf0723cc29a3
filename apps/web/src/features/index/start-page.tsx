import { lazy, Suspense } from 'react';
import { useUser } from '../auth/auth.queries';
import { IndexPage } from './index-page';

// A member's home is its own chunk: the first visit of `/` is a visitor's, who never sees it.
const HomePage = lazy(() => import('../home/home-page').then((module) => ({ default: module.HomePage })));

/**
 * `/`: a logged-in member's home, the landing page for a visitor. Nothing while the first user answer is
 * on its way (it was asked for at start), so a member never sees the landing flash by.
 */
export function StartPage() {
  const user = useUser();
  if (user === undefined) return null;
  return user ? (
    <Suspense fallback={null}>
      <HomePage user={user} />
    </Suspense>
  ) : (
    <IndexPage />
  );
}
