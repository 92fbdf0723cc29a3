import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Previous, this page, next, for a queue the server pages and filters by status (`?status=…&page=…`); a full
 * page (`hasMore`) means another may follow.
 */
export function StatusPager({
  label,
  status,
  page,
  hasMore,
}: {
  label: string;
  status: string;
  page: number;
  hasMore: boolean;
}) {
  const { t } = useTranslation('console-moderation');
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="mt-3">
      <ul className="pagination">
        <li className={`page-item ${page === 1 ? 'disabled' : ''}`}>
          {page === 1 ? (
            <span className="page-link">{t('pager.previous')}</span>
          ) : (
            <Link className="page-link" to={`?status=${status}&page=${page - 1}`}>
              {t('pager.previous')}
            </Link>
          )}
        </li>
        <li className="page-item active" aria-current="page">
          <span className="page-link">{t('pager.page', { page })}</span>
        </li>
        <li className={`page-item ${hasMore ? '' : 'disabled'}`}>
          {hasMore ? (
            <Link className="page-link" to={`?status=${status}&page=${page + 1}`}>
              {t('pager.next')}
            </Link>
          ) : (
            <span className="page-link">{t('pager.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
