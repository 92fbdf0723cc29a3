import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface VerifiedBadgeProps {
  className?: string;
}

/**
 * The verified badge (issue 20 item 4): a selfie check showed the person of the photos. The same mark on cards,
 * the profile, the chat header and the member's own profile; its meaning for screen readers and as a tooltip.
 */
export function VerifiedBadge({ className = '' }: VerifiedBadgeProps) {
  const { t } = useTranslation();
  return (
    <span className={`verified-badge ${className}`} title={t('member.verifiedHint')} data-testid="verified-badge">
      <BadgeCheck aria-hidden="true" size="1.1em" strokeWidth={2.25} />
      <span className="visually-hidden">{t('member.verified')}</span>
    </span>
  );
}
