import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  /** Known last page, or null when the count was capped and more may follow. */
  lastPage: number | null;
  hasNext: boolean;
  onPage(page: number): void;
}

/** Pages a window of numbers around the current one, with previous and next. */
export function pageWindow(page: number, lastPage: number | null, hasNext: boolean): number[] {
  const last = lastPage ?? (hasNext ? page + 1 : page);
  const first = Math.max(1, Math.min(page - 2, last - 4));
  return Array.from({ length: Math.min(5, last - first + 1) }, (_, index) => first + index);
}

export function Pagination({ page, lastPage, hasNext, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageWindow(page, lastPage, hasNext);
  if (pages.length <= 1) return null;
  const item = (target: number, label: string, disabled: boolean, current = false, icon?: ReactNode) => (
    <li className={`page-item ${disabled ? 'disabled' : ''} ${current ? 'active' : ''}`} key={label}>
      <button
        type="button"
        className="page-link"
        disabled={disabled}
        aria-current={current ? 'page' : undefined}
        aria-label={icon ? label : undefined}
        onClick={() => onPage(target)}
      >
        {icon}
        {/* On a phone "Vorherige" and "Nächste" beside five numbers do not fit in 320 px: the arrow alone. */}
        {icon ? (
          <span className="d-none d-sm-inline" aria-hidden="true">
            {label}
          </span>
        ) : (
          label
        )}
      </button>
    </li>
  );
  const previous = <ChevronLeft className="icon-inline d-sm-none" size="1em" aria-hidden="true" />;
  const next = <ChevronRight className="icon-inline d-sm-none" size="1em" aria-hidden="true" />;
  return (
    <nav aria-label={t('common.pagination')} className="d-flex justify-content-center my-4">
      <ul className="pagination mb-0">
        {item(page - 1, t('common.previous'), page <= 1, false, previous)}
        {pages.map((number) => item(number, String(number), false, number === page))}
        {item(page + 1, t('common.next'), !hasNext, false, next)}
      </ul>
    </nav>
  );
}
