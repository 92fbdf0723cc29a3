import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismiss } from '../../../../lib/dismissals';
import { subscribeToPush } from '../../../notifications/push-subscription';
import { StepFrame } from './step-frame';

interface PushStepProps {
  publicKey: string | null;
  onNext(): void;
}

/** Step 5: notifications on this device for new messages and likes; may be skipped. */
export function PushStep({ publicKey, onNext }: PushStepProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function enable() {
    setBusy(true);
    setError(null);
    try {
      const state = await subscribeToPush(publicKey);
      if (state === 'subscribed') onNext();
      else setError(state === 'denied' ? t('signup.push.denied') : t('signup.push.failed'));
    } catch {
      setError(t('signup.push.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StepFrame
      title={t('signup.push.title')}
      intro={t('signup.push.intro')}
      error={error}
      busy={busy}
      submitLabel={t('signup.push.enable')}
      onSubmit={() => void enable()}
      onSkip={() => {
        // "Not now" is an answer: the push alert does not ask again right after signup.
        dismiss('push');
        onNext();
      }}
    >
      <div className="text-center display-4 text-primary" aria-hidden="true">
        <BellRing size="1em" />
      </div>
    </StepFrame>
  );
}
