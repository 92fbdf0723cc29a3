import { useTranslation } from 'react-i18next';

/** A list that could not be loaded, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger d-flex flex-wrap gap-2 align-items-center justify-content-between" role="alert">
      {t('credits.loadFailed')}
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
