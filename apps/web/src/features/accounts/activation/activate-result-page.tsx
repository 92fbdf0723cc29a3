import { PartyPopper, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { useUser } from '../../auth/auth.queries';
import { ResendActivationButton } from './resend-activation-button';
import { pathTo } from '../../../routes';

/**
 * `/activate/done` and `/activate/error`: where the activation link of the mail lands. A second click on
 * a used link lands on `/activate/done?already=1`: the address is confirmed, so that is no error.
 */
export function ActivateResultPage({ result }: { result: 'done' | 'error' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useUser();
  const [params] = useSearchParams();
  const already = result === 'done' && params.get('already') === '1';
  const heading =
    result === 'done' ? t(already ? 'screens.activateAlready' : 'screens.activateDone') : t('screens.activateError');
  usePageTitle(heading);

  // The server changed the member's status: the cached member is out of date.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  }, [queryClient]);

  return (
    <div className="container py-5 text-center" style={{ maxWidth: '36rem' }} data-result={result}>
      <div className={`display-3 mb-3 ${result === 'done' ? 'text-success' : 'text-warning'}`} aria-hidden="true">
        {result === 'done' ? <PartyPopper size="1em" /> : <TriangleAlert size="1em" />}
      </div>
      <h1 className="h2 mb-3">{heading}</h1>
      {result === 'done' ? (
        <>
          <p className="lead">{t(already ? 'activation.alreadyText' : 'activation.doneText')}</p>
          <Link className="btn btn-primary btn-lg" to={user ? pathTo('members') : pathTo('login')}>
            {user ? t('activation.startBrowsing') : t('signupModal.login')}
          </Link>
        </>
      ) : (
        <>
          <p className="lead">{t('activation.errorText')}</p>
          {user?.status === 'not_confirmed' ? (
            <ResendActivationButton className="btn btn-primary btn-lg" />
          ) : (
            <Link className="btn btn-primary btn-lg" to={user ? pathTo('members') : pathTo('login')}>
              {user ? t('activation.startBrowsing') : t('signupModal.login')}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
