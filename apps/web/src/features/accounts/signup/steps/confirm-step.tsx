import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResendActivationButton } from '../../activation/resend-activation-button';
import { StepFrame } from './step-frame';

interface ConfirmStepProps {
  email: string;
  onDone(): void;
}

/** Step 6: the activation mail is on its way; it can be sent again. */
export function ConfirmStep({ email, onDone }: ConfirmStepProps) {
  const { t } = useTranslation();
  return (
    <StepFrame
      title={t('signup.confirm.title')}
      intro={t('signup.confirm.intro', { email })}
      submitLabel={t('signup.confirm.done')}
      onSubmit={onDone}
    >
      <div className="text-center display-4 mb-3 text-primary" aria-hidden="true">
        <MailCheck size="1em" />
      </div>
      <p className="small text-body-secondary">{t('signup.confirm.spam')}</p>
      <ResendActivationButton className="btn btn-outline-secondary w-100" />
    </StepFrame>
  );
}
