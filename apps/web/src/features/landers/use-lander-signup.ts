import { useNavigate } from 'react-router';
import { openSignupModalWith, type TSignupModalOptions } from '../../layouts/signup-modal';
import { useUser } from '../auth/auth.queries';
import { signupAllowed, storedTracking } from '../accounts/signup/tracking';
import { useSettings } from '../sites/sites.queries';
import { pathTo } from '../../routes';

/**
 * Where every lander ends: the signup modal when the site takes signups from this visitor (spec point 4),
 * else the login; a member who is already logged in goes straight on.
 */
export function useLanderSignup() {
  const settings = useSettings();
  const user = useUser();
  const navigate = useNavigate();
  const allowed = signupAllowed(settings.signups, storedTracking());
  return {
    allowed,
    loggedIn: Boolean(user),
    open(options: TSignupModalOptions = {}) {
      if (user) void navigate(options.next ?? pathTo('members'));
      else if (allowed) openSignupModalWith({ next: pathTo('signup-matches'), ...options });
      else void navigate(pathTo('login', {}, { next: options.next }));
    },
  };
}
