import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface HomeSectionProps {
  id: string;
  icon: ReactNode;
  title: string;
  /** Where the whole list is; shown as "See all" beside the title. */
  more: string;
  /** How many wait there (new likes, unread messages); nothing at 0. */
  badge?: string | null;
  badgeLabel?: string;
  /** While the first answer is on its way: the section keeps its height. */
  pending: boolean;
  error?: string | null;
  /** Nothing to show: a sentence and what to do next. */
  empty: { text: string; action: string; to: string } | null;
  children: ReactNode;
}

/** One compact section of the member home: a card with a title, its list, and an empty state that leads on. */
export function HomeSection({
  id,
  icon,
  title,
  more,
  badge,
  badgeLabel,
  pending,
  error,
  empty,
  children,
}: HomeSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="card home-section border-0 shadow-sm" aria-labelledby={id}>
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-3">
          <span className="home-section-icon" aria-hidden="true">
            {icon}
          </span>
          <h2 id={id} className="h5 mb-0">
            {title}
          </h2>
          {badge && (
            <span className="badge rounded-pill text-bg-primary">
              {badge}
              {badgeLabel && <span className="visually-hidden"> {badgeLabel}</span>}
            </span>
          )}
          <Link className="ms-auto small text-nowrap" to={more}>
            {t('home.seeAll')}
            <span className="visually-hidden"> {title}</span>
          </Link>
        </div>
        {error && (
          <p className="text-danger mb-0" role="alert">
            {error}
          </p>
        )}
        {!error && pending && <div className="home-section-placeholder" aria-busy="true" />}
        {!error && !pending && empty && (
          <div className="home-section-empty">
            <p className="text-body-secondary mb-2">{empty.text}</p>
            <Link className="btn btn-sm btn-outline-primary" to={empty.to}>
              {empty.action}
            </Link>
          </div>
        )}
        {!error && !pending && !empty && children}
      </div>
    </section>
  );
}
