import { useTranslation } from 'react-i18next';
import type { TInterestKey } from '@app/shared';
import { currentLanguage } from '../../../i18n/i18n';
import { useInterests } from '../../accounts/signup/signup.queries';
import { useSettings } from '../../sites/sites.queries';
import { InterestIcon } from '../components/interest-icon';
import { isInterestKey } from './profile-form-rules';
import { fieldVisibility } from './profile-visibility';
import { VisibilityBadge } from './visibility-badge';

interface InterestsPickerProps {
  selected: readonly TInterestKey[];
  error: string | undefined;
  onChange(interests: TInterestKey[]): void;
}

/** The interests as a grid of toggle chips with their icons (labels come translated from the server). */
export function InterestsPicker({ selected, error, onChange }: InterestsPickerProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const catalogue = useInterests(currentLanguage());
  // Only keys the profile schema knows can be saved; a newer server's extra interest waits for a new app.
  const known = (catalogue.data ?? []).flatMap((interest) =>
    isInterestKey(interest.key) ? [{ ...interest, key: interest.key }] : [],
  );
  const toggle = (key: TInterestKey) =>
    onChange(selected.includes(key) ? selected.filter((entry) => entry !== key) : [...selected, key]);

  return (
    <fieldset
      id="profile-interests"
      tabIndex={-1}
      aria-describedby={`profile-interests-help profile-interests-visibility${error ? ' profile-interests-error' : ''}`}
    >
      <legend className="form-label fw-semibold fs-6 mb-1">{t('profileOptions.fields.interests')}</legend>
      <p id="profile-interests-help" className="form-text mt-0 mb-2">
        {t('myProfile.interestsHelp')}{' '}
        <span className="fw-semibold">{t('myProfile.interestsSelected', { count: selected.length })}</span>
      </p>
      {catalogue.isError && (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center justify-content-between">
          {t('myProfile.interestsFailed')}
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => void catalogue.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {catalogue.isPending && <p className="text-body-secondary small">{t('common.loading')}</p>}
      <div className="interest-grid">
        {known.map(({ key, label }) => {
          const on = selected.includes(key);
          return (
            <button
              key={key}
              type="button"
              className={`btn btn-sm rounded-pill interest-toggle ${on ? 'btn-primary' : 'btn-outline-secondary'}`}
              aria-pressed={on}
              onClick={() => toggle(key)}
            >
              <InterestIcon interestKey={key} className="me-1" />
              {label}
            </button>
          );
        })}
      </div>
      {error && (
        <div id="profile-interests-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div className="form-text">
        <VisibilityBadge id="profile-interests-visibility" visibility={fieldVisibility('interests', settings)} />
      </div>
    </fieldset>
  );
}
