import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Modal } from '../components/modal';
import { createStore, useStore } from '../lib/store';
import { useSettings } from '../features/sites/sites.queries';
import { signupAllowed, storedTracking } from '../features/accounts/signup/tracking';
import { pathTo } from '../routes';

/** Open while a visitor tried something that needs an account (like, chat, more photos). */
export const signupModalStore = createStore<{ open: boolean; inProgress: boolean } & TSignupModalOptions>({
  open: false,
  inProgress: false,
});

export interface TSignupModalOptions {
  /** A line of the page's own in place of the general one ("Sign up to chat with Kim"). */
  intro?: string;
  /** Where the new member goes once the signup is done (a member's chat); else they stay. */
  next?: string;
}

export function openSignupModal(): void {
  signupModalStore.set({ open: true, inProgress: false });
}

/** Opens the signup with its own line and destination (landers: the chat with the member put forward). */
export function openSignupModalWith(options: TSignupModalOptions): void {
  signupModalStore.set({ open: true, inProgress: false, ...options });
}

function setInProgress(inProgress: boolean): void {
  signupModalStore.set((state) => (state.inProgress === inProgress ? state : { ...state, inProgress }));
}

// The steps are only downloaded when a visitor actually opens the modal.
const SignupFlow = lazy(() =>
  import('../features/accounts/signup/signup-flow').then((module) => ({ default: module.SignupFlow })),
);

/**
 * The signup modal: the whole signup in place, so the visitor stays on the profile they wanted to
 * like or write to. While a signup is in progress it cannot be closed by Escape or the backdrop
 * (spec point 2).
 */
export function SignupModal() {
  const { t } = useTranslation();
  const settings = useSettings();
  const state = useStore(signupModalStore);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Following a link out of the modal (log in, terms) leaves the signup behind.
  useEffect(() => () => signupModalStore.set({ open: false, inProgress: false }), [pathname]);
  if (!state.open) return null;
  const close = () => signupModalStore.set({ open: false, inProgress: false });
  const allowed = signupAllowed(settings.signups, storedTracking());
  const done = () => {
    close();
    if (state.next) void navigate(state.next);
  };
  return (
    <Modal title={t('signupModal.title')} onClose={close} dismissible={!state.inProgress}>
      {allowed ? (
        <>
          <p className="text-body-secondary">{state.intro ?? t('signupModal.body')}</p>
          <Suspense
            fallback={
              <div className="text-center py-5">
                <span className="spinner-border text-primary" role="status" aria-label={t('common.loading')} />
              </div>
            }
          >
            <SignupFlow mode="new" onProgress={setInProgress} onDone={done} />
          </Suspense>
        </>
      ) : (
        <>
          <p>{t('errors.signups_closed')}</p>
          <Link className="btn btn-primary w-100" to={pathTo('login')} onClick={close}>
            {t('signupModal.login')}
          </Link>
        </>
      )}
    </Modal>
  );
}
