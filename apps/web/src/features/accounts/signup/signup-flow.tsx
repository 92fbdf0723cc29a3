import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TSignupBody, TSignupDetails, TUser } from '@app/shared';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStore } from '../../../lib/store';
import { showToast } from '../../../lib/toasts';
import { useUser } from '../../auth/auth.queries';
import { pushCapable } from '../../notifications/push-subscription';
import { useSettings } from '../../sites/sites.queries';
import { showActivationReminderAfterSignup } from '../activation/activation-reminder';
import { forgetStoredDraft, signupDraftStore, type TSignupDraft } from './signup-draft';
import { saveAbout, uploadPhoto, useSignup } from './signup.queries';
import { AboutStep, type TAbout } from './steps/about-step';
import { ConfirmStep } from './steps/confirm-step';
import { LocationStep } from './steps/location-step';
import { PersonalStep } from './steps/personal-step';
import { PhotoStep } from './steps/photo-step';
import { PushStep } from './steps/push-step';
import { storedTracking } from './tracking';
import { pathTo } from '../../../routes';

export type TSignupStep = 'photo' | 'location' | 'personal' | 'about' | 'push' | 'confirm';

/** The steps of spec point 2, in order; a member created elsewhere (a lander) only completes the profile. */
export const SIGNUP_STEPS: Record<'new' | 'complete', readonly TSignupStep[]> = {
  new: ['photo', 'location', 'personal', 'about', 'push', 'confirm'],
  complete: ['photo', 'about', 'push', 'confirm'],
};

interface SignupFlowProps {
  mode: 'new' | 'complete';
  /** True once the visitor has entered something: the modal may then not be closed by accident. */
  onProgress?(inProgress: boolean): void;
  onDone(): void;
}

export function SignupFlow({ mode, onProgress, onDone }: SignupFlowProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useUser();
  const queryClient = useQueryClient();
  const draft = useStore(signupDraftStore);
  const signup = useSignup();
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Push is offered only where it can work; the mail step only while the address is unconfirmed.
  const steps = SIGNUP_STEPS[mode].filter(
    (step) =>
      (step !== 'push' || pushCapable(settings.push_public_key)) &&
      (step !== 'confirm' || !user || user.status === 'not_confirmed'),
  );
  const step = steps[Math.min(index, steps.length - 1)]!;
  const accountExists = Boolean(user);

  useEffect(
    () => onProgress?.(index > 0 || (mode === 'new' && accountExists)),
    [index, accountExists, mode, onProgress],
  );

  const setDraft = (patch: Partial<TSignupDraft>) => signupDraftStore.set((current) => ({ ...current, ...patch }));
  function finish() {
    const unconfirmed = queryClient.getQueryData<TUser | null>(queryKeys.user)?.status === 'not_confirmed';
    onProgress?.(false);
    onDone();
    if (mode === 'new') signupDraftStore.set((current) => ({ ...current, password: '', photo: null }));
    forgetStoredDraft();
    if (unconfirmed) showActivationReminderAfterSignup();
  }
  const next = () => {
    setError(null);
    if (index + 1 < steps.length) setIndex(index + 1);
    else finish();
  };
  const back = () => {
    setError(null);
    setIndex(Math.max(0, index - 1));
  };
  const messageOf = (failure: unknown) =>
    failure instanceof ApiError && failure.status < 500 ? failure.message : t('toasts.genericError');

  async function uploadHeldPhoto(photo: File) {
    try {
      await uploadPhoto(photo);
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
      return true;
    } catch (failure) {
      showToast({ message: `${t('signup.photo.failed')} ${messageOf(failure)}`, variant: 'warning' });
      return false;
    }
  }

  async function onPhoto(photo: File | null) {
    setDraft({ photo });
    // Before the account exists the photo waits in memory; it is uploaded right after signup.
    if (!photo || !accountExists) return next();
    setBusy(true);
    if (await uploadHeldPhoto(photo)) setDraft({ photo: null });
    setBusy(false);
    next();
  }

  /** Creates the account with the checked details; answers the refusal for the step to place, or null. */
  async function onPersonal(details: TSignupDetails): Promise<unknown> {
    setError(null);
    try {
      await signup.mutateAsync({
        ...details,
        gender: draft.gender,
        seeking: draft.seeking,
        sexuality: draft.sexuality,
        // The location step only goes on with one of the site's countries.
        country: draft.country as TSignupBody['country'],
        region: draft.region,
        city: draft.city,
        language: currentLanguage(),
        ...storedTracking(),
      });
    } catch (failure) {
      return failure;
    }
    setDraft({ password: '' });
    if (draft.photo) {
      setBusy(true);
      await uploadHeldPhoto(draft.photo);
      setDraft({ photo: null });
      setBusy(false);
    }
    next();
    return null;
  }

  /** Saves the words and interests when there are any; answers a refusal for the step to show. */
  async function onAbout(about: TAbout): Promise<unknown> {
    setError(null);
    if (!about.about && about.interests.length === 0) return next();
    setBusy(true);
    try {
      await saveAbout(about);
      setDraft(about);
      next();
      return null;
    } catch (failure) {
      return failure;
    } finally {
      setBusy(false);
    }
  }

  // Before the account exists the visitor may go back; afterwards the steps only go forward.
  const canGoBack = index > 0 && !(mode === 'new' && accountExists) && step !== 'confirm';
  const progress = Math.round(((index + 1) / steps.length) * 100);

  return (
    <div className="signup-flow" data-step={step}>
      <div className="d-flex align-items-center gap-2 mb-3">
        {canGoBack && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={back}>
            <span aria-hidden="true">‹</span> {t('signup.back')}
          </button>
        )}
        <div className="flex-grow-1">
          <div className="small text-body-secondary mb-1">
            {t('signup.stepOf', { step: index + 1, total: steps.length })}
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-label={t('signup.progress')}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            style={{ height: '0.4rem' }}
          >
            <div className="progress-bar" style={{ width: `${progress}%` }} />
          </div>
        </div>
      </div>
      {step === 'photo' && (
        <PhotoStep photo={draft.photo} busy={busy} error={error} onNext={(photo) => void onPhoto(photo)} />
      )}
      {step === 'location' && (
        <LocationStep
          place={{
            country:
              draft.country ||
              (settings.countries.includes(settings.geoip_selected_country) ? settings.geoip_selected_country : ''),
            region: draft.region,
            city: draft.city,
          }}
          countries={settings.countries}
          onNext={(place) => {
            setDraft(place);
            next();
          }}
        />
      )}
      {step === 'personal' && (
        <PersonalStep
          draft={draft}
          minAge={settings.min_age}
          busy={signup.isPending || busy}
          error={error}
          onChange={setDraft}
          onSubmit={onPersonal}
          onRefused={(failure) => setError(messageOf(failure))}
        />
      )}
      {step === 'about' && (
        <AboutStep
          about={draft.about}
          interests={draft.interests}
          busy={busy}
          error={error}
          onNext={onAbout}
          onRefused={(failure) => setError(messageOf(failure))}
          onSkip={next}
          onChange={setDraft}
        />
      )}
      {step === 'push' && <PushStep publicKey={settings.push_public_key} onNext={next} />}
      {step === 'confirm' && <ConfirmStep email={user?.email ?? draft.email} onDone={finish} />}
      {mode === 'new' && !accountExists && (
        <p className="text-center mt-3 mb-0 small">
          {t('signupModal.haveAccount')} <Link to={pathTo('login')}>{t('signupModal.login')}</Link>
        </p>
      )}
    </div>
  );
}
