import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOnMount } from '../../../lib/focus-on-mount';
import { errorMessage } from '../console-api';

/** A screen's title, a line on what it is for, and its main actions. */
export function ScreenHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
      <div>
        <h1 className="h3 mb-1">{title}</h1>
        {lead && <p className="text-body-secondary mb-0">{lead}</p>}
      </div>
      {children && <div className="d-flex flex-wrap gap-2">{children}</div>}
    </header>
  );
}

/** A refused action (no form: a switch, a button) as an alert with the server's message, translated. */
export function ChangeOutcome({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {errorMessage(error)}
    </div>
  );
}

/** Previous and next for lists the server pages (it says whether more follow). */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage(page: number): void }) {
  const { t } = useTranslation('console-sites');
  if (page === 1 && !hasMore) return null;
  return (
    <nav className="d-flex align-items-center gap-2 my-3" aria-label={t('common.pages')}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <span className="small text-body-secondary">{t('common.page', { page })}</span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}

/** A button for a change that is hard to undo: the first press asks, the second does it. */
export function ConfirmButton({
  label,
  confirmLabel,
  onConfirm,
  disabled,
  tone = 'danger',
}: {
  label: string;
  confirmLabel: string;
  onConfirm(): void;
  disabled?: boolean;
  tone?: 'danger' | 'warning' | 'secondary';
}) {
  const { t } = useTranslation('console-sites');
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className={`btn btn-sm btn-outline-${tone}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <span className="d-inline-flex gap-1" role="group" aria-label={label}>
      <button
        type="button"
        className={`btn btn-sm btn-${tone}`}
        disabled={disabled}
        ref={focusOnMount}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setAsking(false)}>
        {t('common.cancel')}
      </button>
    </span>
  );
}

/** A yes or no shown as a small badge. */
export function StatusBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return <span className={`badge ${on ? 'text-bg-success' : 'text-bg-secondary'}`}>{on ? onLabel : offLabel}</span>;
}
