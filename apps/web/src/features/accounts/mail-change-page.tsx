import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { queryKeys } from '../../lib/query-keys';
import { mailChangeResult, type TMailChangeResult } from './mail-change-result';
import { pathTo } from '../../routes';

type TResult = TMailChangeResult | 'pending';

// One confirmation per token, even when React runs the effect twice in development.
const confirmations = new Map<string, Promise<TMailChangeResult>>();

function confirmMailChange(token: string): Promise<TMailChangeResult> {
  let running = confirmations.get(token);
  if (!running) {
    running = api('/api/mail-change.php', { method: 'POST', body: { token } }).then(
      () => mailChangeResult(null),
      (error: unknown) => mailChangeResult(error instanceof ApiError ? error.code : 'failed'),
    );
    confirmations.set(token, running);
  }
  return running;
}

/** `/mail-change/do?token=`: the link mailed to the new address confirms the change. */
export function MailChangePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [result, setResult] = useState<TResult>('pending');
  usePageTitle(t('screens.mailChangeDo'));

  useEffect(() => {
    let current = true;
    void confirmMailChange(token).then((answer) => {
      if (!current) return;
      setResult(answer);
      if (answer === 'done') void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    });
    return () => {
      current = false;
    };
  }, [token, queryClient]);

  const alert = result === 'done' ? 'alert-success' : 'alert-danger';
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '36rem' }} data-result={result}>
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4 text-center">
          <h1 className="h3 mb-4">{t('screens.mailChangeDo')}</h1>
          {result === 'pending' ? (
            <span className="spinner-border text-primary" role="status" aria-label={t('common.loading')} />
          ) : (
            <>
              <div className={`alert ${alert} text-start`} role={result === 'done' ? 'status' : 'alert'}>
                {t(`mailChange.${result}`)}
              </div>
              <Link className="btn btn-primary" to={pathTo(result === 'failed' ? 'index' : 'settings')}>
                {result === 'failed' ? t('errorPage.backHome') : t('mailChange.toSettings')}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
