import { useTranslation } from 'react-i18next';
import {
  FREE_MEMBER_CONVERSATION_LIMIT,
  FREE_MEMBER_PHOTO_LIMIT,
  PREMIUM_MATCH_CHANCE_PERCENT,
  PREMIUM_MEMBER_PHOTO_LIMIT,
} from '@app/shared';
import { formatPercent } from './credits-format';
import { CreditsIcon } from './credits-icons';

/** What premium brings (spec points 1 and 6), each with what a free member has instead. */
export function PremiumBenefits() {
  const { t, i18n } = useTranslation();
  const benefits = [
    {
      icon: 'heart' as const,
      title: t('premium.benefits.match.title', {
        percent: formatPercent(PREMIUM_MATCH_CHANCE_PERCENT, i18n.language),
      }),
      text: t('premium.benefits.match.text'),
    },
    { icon: 'eye' as const, title: t('premium.benefits.photos.title'), text: t('premium.benefits.photos.text') },
    {
      icon: 'upload' as const,
      title: t('premium.benefits.uploads.title', { count: PREMIUM_MEMBER_PHOTO_LIMIT }),
      text: t('premium.benefits.uploads.text', { count: FREE_MEMBER_PHOTO_LIMIT }),
    },
    {
      icon: 'message' as const,
      title: t('premium.benefits.chats.title'),
      text: t('premium.benefits.chats.text', { count: FREE_MEMBER_CONVERSATION_LIMIT }),
    },
    { icon: 'star' as const, title: t('premium.benefits.badge.title'), text: t('premium.benefits.badge.text') },
  ];
  return (
    <ul className="premium-benefits list-unstyled">
      {benefits.map((benefit) => (
        <li key={benefit.icon} className="premium-benefit">
          <span className="premium-benefit-icon">
            <CreditsIcon name={benefit.icon} />
          </span>
          <span>
            <span className="d-block fw-semibold">{benefit.title}</span>
            <span className="small text-body-secondary">{benefit.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
