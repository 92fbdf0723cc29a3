import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOUT_MAX_LENGTH } from '@app/shared';
import { currentLanguage } from '../../../../i18n/i18n';
import { useInterests } from '../signup.queries';
import { StepFrame } from './step-frame';

interface AboutStepProps {
  about: string;
  interests: string[];
  busy: boolean;
  error: string | null;
  onNext(about: string, interests: string[]): void;
  onSkip(): void;
}

/** Step 4: a few words and the interests with their icons; may be skipped. */
export function AboutStep({
  about: initialAbout,
  interests: initialInterests,
  busy,
  error,
  onNext,
  onSkip,
}: AboutStepProps) {
  const { t } = useTranslation();
  const catalogue = useInterests(currentLanguage());
  const [about, setAbout] = useState(initialAbout);
  const [interests, setInterests] = useState<string[]>(initialInterests);
  const toggle = (key: string) =>
    setInterests((current) => (current.includes(key) ? current.filter((entry) => entry !== key) : [...current, key]));

  return (
    <StepFrame
      title={t('signup.about.title')}
      intro={t('signup.about.intro')}
      error={error}
      busy={busy}
      onSubmit={() => onNext(about.trim(), interests)}
      onSkip={onSkip}
    >
      <div className="mb-3">
        <label className="form-label" htmlFor="signup-about">
          {t('signup.about.label')}
        </label>
        <textarea
          id="signup-about"
          className="form-control"
          rows={4}
          maxLength={ABOUT_MAX_LENGTH}
          placeholder={t('signup.about.placeholder')}
          value={about}
          onChange={(event) => setAbout(event.target.value)}
          aria-describedby="signup-about-count"
        />
        <div id="signup-about-count" className="form-text text-end">
          {t('signup.about.count', { length: about.length, max: ABOUT_MAX_LENGTH })}
        </div>
      </div>
      <fieldset>
        <legend className="form-label fs-6">{t('signup.about.interests')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {(catalogue.data ?? []).map((interest) => {
            const selected = interests.includes(interest.key);
            return (
              <button
                key={interest.key}
                type="button"
                className={`btn btn-sm rounded-pill ${selected ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={selected}
                onClick={() => toggle(interest.key)}
              >
                <span aria-hidden="true">{interest.icon}</span> {interest.label}
              </button>
            );
          })}
        </div>
      </fieldset>
    </StepFrame>
  );
}
