import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { ErrorAlert } from '../../components/status';

interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** While the call runs: the buttons wait and the dialog cannot be closed. */
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onCancel(): void;
}

/** A last look before a consequential staff action; the server's answer to a failed call shows inside. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'danger',
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('console-shell');
  return createPortal(
    <Modal
      title={title}
      onClose={onCancel}
      dismissible={!pending}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </button>
          <button type="button" className={`btn btn-${tone}`} onClick={onConfirm} disabled={pending}>
            {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <ErrorAlert error={error} />
      {children}
    </Modal>,
    document.body,
  );
}
