import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { createStore, useStore } from '../../../lib/store';
import { useUser } from '../../auth/auth.queries';
import { ResendActivationButton } from './resend-activation-button';

/** Smartphones get the activation reminder as a modal right after signup (spec point 4). */
export const activationModalStore = createStore(false);

const PHONE_QUERY = '(max-width: 575.98px)';

export function showActivationReminderAfterSignup(): void {
  if (typeof matchMedia === 'function' && matchMedia(PHONE_QUERY).matches) activationModalStore.set(true);
}

export function ActivationReminderModal() {
  const { t } = useTranslation();
  const open = useStore(activationModalStore);
  const user = useUser();
  if (!open || user?.status !== 'not_confirmed') return null;
  const close = () => activationModalStore.set(false);
  return (
    <Modal
      title={t('activation.modalTitle')}
      onClose={close}
      footer={
        <button type="button" className="btn btn-primary w-100" onClick={close}>
          {t('activation.gotIt')}
        </button>
      }
    >
      <p>{t('activation.reminder', { email: user.email })}</p>
      <ResendActivationButton className="btn btn-outline-secondary w-100" />
    </Modal>
  );
}
