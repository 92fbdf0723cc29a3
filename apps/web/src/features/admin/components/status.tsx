import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation('console-shell');
  return (
    <div className="console-loading d-flex justify-content-center p-5" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** A message in place of a screen (an error, no permission, nothing found), with a retry when it may help. */
export function ConsoleMessage({
  children,
  tone = 'secondary',
  onRetry,
}: {
  children: ReactNode;
  tone?: 'secondary' | 'warning' | 'danger';
  onRetry?(): void;
}) {
  const { t } = useTranslation('console-shell');
  return (
    <div className={`alert alert-${tone} m-3`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-secondary ms-3" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** A query's error as an alert, or nothing. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {error instanceof Error ? error.message : String(error)}
    </div>
  );
}
