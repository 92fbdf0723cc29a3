import { useTranslation } from 'react-i18next';
import type { TSuggestion } from '@app/shared';
import { useInterests } from '../../accounts/signup/signup.queries';
import { InterestIcon } from '../../members/components/interest-icon';

/** The interests a suggestion shares with the member, as icons with their names. */
export function SharedInterests({ suggestion }: { suggestion: TSuggestion }) {
  const { t, i18n } = useTranslation();
  const interests = useInterests(i18n.language);
  if (suggestion.shared_interests.length === 0) return null;
  const byKey = new Map((interests.data ?? []).map((interest) => [interest.key, interest]));
  return (
    <p className="small mb-0 mt-1">
      <span className="text-body-secondary">
        {t('suggestions.shared', { count: suggestion.shared_interests.length })}
      </span>{' '}
      {suggestion.shared_interests.slice(0, 4).map((key) => (
        <span key={key} title={byKey.get(key)?.label} className="me-1">
          <InterestIcon interestKey={key} />
          <span className="visually-hidden">{byKey.get(key)?.label ?? key}</span>
        </span>
      ))}
    </p>
  );
}
