import { useId, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { ErrorAlert } from '../../components/status';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  pending: boolean;
  /** A refusal to show as a whole; a schema form shows its own (`FormOutcome`) among the children. */
  error?: unknown;
  /** False keeps the submit button disabled (a typed confirmation that does not match yet). */
  ready?: boolean;
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
}

/** A small form in a dialog (grant credits, warn, ban, erase); the server's refusal shows inside it. */
export function FormDialog({
  title,
  submitLabel,
  tone = 'primary',
  pending,
  error,
  ready = true,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('console-shell');
  const formId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) onSubmit();
  }
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
          <button type="submit" form={formId} className={`btn btn-${tone}`} disabled={pending || !ready}>
            {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <ErrorAlert error={error} />
        {children}
      </form>
    </Modal>,
    document.body,
  );
}
