import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useUser } from '../../auth/auth.queries';
import { useSettings } from '../../sites/sites.queries';
import { MemberSignupIntro } from '../../landers/member-signup-intro';
import { SignupFlow } from './signup-flow';
import { signupAllowed, storedTracking } from './tracking';
import { pathTo } from '../../../routes';

/** Frame of the signup screens: the site's name above a card, on the brand gradient. */
export function SignupFrame({ children }: { children: React.ReactNode }) {
  const settings = useSettings();
  return (
    <div className="signup-page py-4 py-md-5 px-2">
      <div className="mx-auto" style={{ maxWidth: '32rem' }}>
        <Link to={pathTo('index')} className="d-block text-center text-white text-decoration-none fs-3 fw-bold mb-3">
          {settings.name}
        </Link>
        <div className="card border-0 shadow">
          <div className="card-body p-3 p-sm-4">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** `/signup` (and a member's `/members/{id}/signup`): the whole signup as a page. */
export function SignupPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const navigate = useNavigate();
  // `/members/{id}/signup` puts that member forward and ends in the chat with them.
  const memberId = Number(useParams().id) || null;
  // While a signup runs on this page, the fresh account does not bounce the visitor to the members.
  const [running, setRunning] = useState(false);
  usePageTitle(t('screens.signup'));
  const open = signupAllowed(settings.signups, storedTracking());

  if (user === undefined) return null;
  // A member who already has an account (and has not just made it here) goes to the members.
  if (user && !running)
    return <Navigate to={memberId ? pathTo('members-id-chat', { id: memberId }) : pathTo('members')} replace />;
  return (
    <SignupFrame>
      <h1 className="visually-hidden">{t('screens.signup')}</h1>
      {memberId && <MemberSignupIntro id={memberId} />}
      {open ? (
        <SignupFlow
          mode="new"
          onProgress={(inProgress) => {
            if (inProgress) setRunning(true);
          }}
          onDone={() =>
            void navigate(memberId ? pathTo('members-id-chat', { id: memberId }) : pathTo('signup-matches'))
          }
        />
      ) : (
        <div className="text-center">
          <p className="lead">{t('errors.signups_closed')}</p>
          <Link className="btn btn-primary" to={pathTo('login')}>
            {t('signupModal.login')}
          </Link>
        </div>
      )}
    </SignupFrame>
  );
}
