import { useTranslation } from 'react-i18next';

/** The outcome of the last action, announced to screen readers, until the staff member closes it. */
export function DoneAlert({ message, onClose }: { message: string | null; onClose(): void }) {
  const { t } = useTranslation('console-shell');
  return (
    <div role="status" aria-live="polite">
      {message && (
        <div className="alert alert-success d-flex align-items-start gap-2">
          <span className="flex-grow-1">{message}</span>
          <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />
        </div>
      )}
    </div>
  );
}
