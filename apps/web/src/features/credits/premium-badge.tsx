import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The small badge of a premium member (spec point 6): in the account menu and on My profile. */
export function PremiumBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge premium-badge ${className}`} data-testid="premium-badge">
      <Star className="icon-inline me-1" size="1em" fill="currentColor" aria-hidden="true" />
      {t('premium.badge')}
    </span>
  );
}
