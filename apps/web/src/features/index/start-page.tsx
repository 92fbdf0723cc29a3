import { useUser } from '../auth/auth.queries';
import { HomePage } from '../home/home-page';
import { IndexPage } from './index-page';

/**
 * `/`: a logged-in member's home, the landing page for a visitor. Nothing while the first user answer is
 * on its way (it was asked for at start), so a member never sees the landing flash by.
 */
export function StartPage() {
  const user = useUser();
  if (user === undefined) return null;
  return user ? <HomePage user={user} /> : <IndexPage />;
}
