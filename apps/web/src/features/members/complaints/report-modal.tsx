import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { ReportDone } from './report-done';
import { ReportForm } from './report-form';

interface ReportModalProps {
  profileId: number;
  name: string;
  onClose(): void;
}

/** Reporting a member from their profile: the report form in a dialog, then the confirmation. */
export function ReportModal({ profileId, name, onClose }: ReportModalProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  // In the body, so no sticky or transformed container of the profile screen can cover the dialog.
  return createPortal(
    <Modal title={t('complaints.modalTitle', { name })} onClose={onClose}>
      {sent ? (
        <ReportDone>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </ReportDone>
      ) : (
        <ReportForm profileId={profileId} onSent={() => setSent(true)} onCancel={onClose} />
      )}
    </Modal>,
    document.body,
  );
}
