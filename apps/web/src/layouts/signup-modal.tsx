import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../components/modal';
import { createStore, useStore } from '../lib/store';

/** Open while a visitor tried something that needs an account (like, chat, more photos). */
export const signupModalStore = createStore<{ open: boolean; inProgress: boolean }>({ open: false, inProgress: false });

export function openSignupModal(): void {
  signupModalStore.set({ open: true, inProgress: false });
}

/**
 * The signup modal frame. While a signup is in progress it cannot be closed by Escape or the
 * backdrop (spec point 2). @TODO the signup steps themselves arrive with the accounts issue.
 */
export function SignupModal() {
  const { t } = useTranslation();
  const state = useStore(signupModalStore);
  if (!state.open) return null;
  const close = () => signupModalStore.set({ open: false, inProgress: false });
  return (
    <Modal title={t('signupModal.title')} onClose={close} dismissible={!state.inProgress}>
      <p>{t('signupModal.body')}</p>
      <Link className="btn btn-primary w-100 mb-3" to="/signup" onClick={close}>
        {t('signupModal.cta')}
      </Link>
      <p className="text-center mb-0">
        {t('signupModal.haveAccount')}{' '}
        <Link to="/login" onClick={close}>
          {t('signupModal.login')}
        </Link>
      </p>
    </Modal>
  );
}
