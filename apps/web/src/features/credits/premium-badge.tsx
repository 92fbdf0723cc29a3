import { useTranslation } from 'react-i18next';

/** The small badge of a premium member (spec point 6): in the account menu and on My profile. */
export function PremiumBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge premium-badge ${className}`} data-testid="premium-badge">
      <span aria-hidden="true">★ </span>
      {t('premium.badge')}
    </span>
  );
}
