import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../lib/toasts';

/**
 * The reactivation link of the deletion mail logs the member in and lands on `/members?reactivated=1`:
 * welcome them back once and drop the parameter, so a reload or a second effect run does not repeat it.
 */
export function ReactivatedNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const reactivated = searchParams.get('reactivated') === '1';
  const shown = useRef(false);

  useEffect(() => {
    if (!reactivated) {
      shown.current = false;
      return;
    }
    if (!shown.current) {
      shown.current = true;
      showToast({ message: t('accountDeleted.welcomeBack'), variant: 'success', placement: 'top-center' });
    }
    const rest = new URLSearchParams(searchParams);
    rest.delete('reactivated');
    const search = rest.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [reactivated, searchParams, navigate, t]);

  return null;
}
