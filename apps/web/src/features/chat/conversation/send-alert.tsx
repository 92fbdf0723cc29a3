import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResendActivationButton } from '../../accounts/activation/resend-activation-button';
import type { TSendFailure } from '../outbox';
import { pathTo } from '../../../routes';

interface SendAlertProps {
  failure: TSendFailure;
  /** The server's translated explanation, when it gave one. */
  message: string | null;
  onClose(): void;
}

/**
 * Why the last message did not go, with the way out: buy credits (402), become premium (free chat
 * limit), confirm the e-mail address, send again in a moment (sent too fast: the message keeps its
 * text and its retry), or nothing to do when blocked.
 */
export function SendAlert({ failure, message, onClose }: SendAlertProps) {
  const { t } = useTranslation();
  const text = message ?? (failure.reason === 'network' ? t('chat.networkError') : t('chat.sendFailed'));
  const variant = failure.reason === 'network' || failure.reason === 'other' ? 'danger' : 'warning';
  let action = null;
  if (failure.reason === 'insufficient_credits')
    action = (
      <Link className="btn btn-sm btn-primary text-nowrap" to={pathTo('credits')}>
        {t('chat.buyCredits')}
      </Link>
    );
  else if (failure.reason === 'free_chat_limit')
    action = (
      <Link className="btn btn-sm btn-secondary text-nowrap" to={pathTo('premium')}>
        {t('nav.getPremium')}
      </Link>
    );
  else if (failure.reason === 'email_not_confirmed')
    action = <ResendActivationButton className="btn btn-sm btn-primary text-nowrap" />;
  return (
    <div className={`alert alert-${variant} chat-alert d-flex align-items-center gap-2 mb-0`} role="alert">
      <span className="flex-grow-1 small">{text}</span>
      {action}
      <button type="button" className="btn-close btn-sm" aria-label={t('common.close')} onClick={onClose} />
    </div>
  );
}
