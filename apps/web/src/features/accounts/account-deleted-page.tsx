import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared';
import { usePageTitle } from '../../lib/page-title';
import { forgetMember } from '../auth/auth.queries';
import { stayHere } from '../auth/leaving';
import { SignupFrame } from './signup/signup-page';
import { pathTo } from '../../routes';

/** `/account-deleted`: goodbye, and how to come back within 14 days. */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  usePageTitle(t('screens.accountDeleted'));
  // The session ended with the deletion: nothing of the member stays in this tab.
  useEffect(() => {
    stayHere();
    forgetMember(queryClient);
  }, [queryClient]);
  return (
    <SignupFrame>
      <h1 className="h3 mb-3">{t('screens.accountDeleted')}</h1>
      <p>{t('accountDeleted.text')}</p>
      <p className="text-body-secondary">{t('accountDeleted.reactivate', { days: ACCOUNT_REACTIVATION_DAYS })}</p>
      <Link className="btn btn-primary w-100" to={pathTo('index')}>
        {t('errorPage.backHome')}
      </Link>
    </SignupFrame>
  );
}
