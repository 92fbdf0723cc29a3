import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';

interface BlockDialogProps {
  name: string;
  /** While the block is on its way: the buttons wait and the dialog stays. */
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * "Block Anna?" in the product's own dialog (not the browser's confirm, which cannot be styled or
 * translated): focus moves in, Escape or Cancel closes it, focus goes back to where it came from.
 */
export function BlockDialog({ name, pending, onConfirm, onCancel, returnFocusTo }: BlockDialogProps) {
  const { t } = useTranslation();
  return createPortal(
    <Modal
      title={t('member.block')}
      size="sm"
      dismissible={!pending}
      onClose={onCancel}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" disabled={pending} onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" disabled={pending} onClick={onConfirm}>
            {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('member.block')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('member.blockConfirm', { name })}</p>
    </Modal>,
    document.body,
  );
}
