import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useUser } from '../../auth/auth.queries';
import { SignupFlow } from './signup-flow';
import { SignupFrame } from './signup-page';
import { pathTo } from '../../../routes';

/** `/complete-signup`: a member created elsewhere (a lander) finishes the profile steps. */
export function CompleteSignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  usePageTitle(t('screens.completeSignup'));
  if (user === undefined) return null;
  return (
    <SignupFrame>
      <h1 className="h3 mb-3">{t('screens.completeSignup')}</h1>
      {user ? (
        <SignupFlow mode="complete" onDone={() => void navigate(pathTo('members'))} />
      ) : (
        // Landers log the new member in; anyone else logs in first and comes back here.
        <>
          <p>{t('errors.authentication_required')}</p>
          <Link className="btn btn-primary w-100" to={pathTo('login', {}, { next: pathTo('complete-signup') })}>
            {t('signupModal.login')}
          </Link>
        </>
      )}
    </SignupFrame>
  );
}
