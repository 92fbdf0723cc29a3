import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOUT_MAX_LENGTH, INTEREST_KEYS, type TInterestKey, ZProfileBody } from '@app/shared';
import type { z } from 'zod';
import { currentLanguage } from '../../../../i18n/i18n';
import { FieldMessage } from '../../../../lib/forms/field-message';
import { fieldProps } from '../../../../lib/forms/field-props';
import { showServerErrors } from '../../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useInterests } from '../signup.queries';
import { StepFrame } from './step-frame';
import { InterestIcon } from '../../../members/components/interest-icon';

/** The words and interests as the profile call takes them. */
const aboutSchema = ZProfileBody.pick({ about: true, interests: true }).required();
export type TAbout = z.output<typeof aboutSchema>;

const isInterestKey = (key: string): key is TInterestKey => (INTEREST_KEYS as readonly string[]).includes(key);

interface AboutStepProps {
  about: string;
  interests: string[];
  busy: boolean;
  /** A general error of the call (no connection, too many attempts). */
  error: string | null;
  /** Saves the words and interests; answers the refusal, or null when they were saved. */
  onNext(about: TAbout): Promise<unknown>;
  /** A refusal that belongs to none of the step's fields. */
  onRefused(failure: unknown): void;
  onSkip(): void;
  /** Each keystroke, so the draft (spec: signup_message) survives a reload. */
  onChange(patch: Partial<TAbout>): void;
}

/** Step 4: a few words and the interests with their icons; may be skipped. */
export function AboutStep({ about, interests, busy, error, onNext, onRefused, onSkip, onChange }: AboutStepProps) {
  const { t } = useTranslation();
  const catalogue = useInterests(currentLanguage());
  const form = useSchemaForm(aboutSchema, {
    defaultValues: { about, interests: interests.filter(isInterestKey) },
  });
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => onChange({ about: values.about ?? '' }));
    return unsubscribe;
  }, [form, onChange]);
  const text = form.watch('about') ?? '';
  const chosen = form.watch('interests') ?? [];
  const toggle = (key: TInterestKey) =>
    form.setValue('interests', chosen.includes(key) ? chosen.filter((entry) => entry !== key) : [...chosen, key]);

  const submit = form.handleSubmit(async (values) => {
    const refusal = await onNext(values);
    if (refusal && !showServerErrors(refusal, form)) onRefused(refusal);
  });

  return (
    <StepFrame
      title={t('signup.about.title')}
      intro={t('signup.about.intro')}
      error={error}
      busy={busy}
      onSubmit={() => void submit()}
      onSkip={onSkip}
    >
      <div className="mb-3">
        <label className="form-label" htmlFor="signup-about">
          {t('signup.about.label')}
        </label>
        <textarea
          {...fieldProps(form, 'about', 'signup-about')}
          aria-describedby="signup-about-error signup-about-count"
          rows={4}
          maxLength={ABOUT_MAX_LENGTH}
          placeholder={t('signup.about.placeholder')}
        />
        <FieldMessage form={form} name="about" id="signup-about" />
        <div id="signup-about-count" className="form-text text-end">
          {t('signup.about.count', { length: text.length, max: ABOUT_MAX_LENGTH })}
        </div>
      </div>
      <fieldset>
        <legend className="form-label fs-6">{t('signup.about.interests')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {(catalogue.data ?? []).map((interest) => {
            if (!isInterestKey(interest.key)) return null;
            const key = interest.key;
            const selected = chosen.includes(key);
            return (
              <button
                key={key}
                type="button"
                className={`btn btn-sm rounded-pill ${selected ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={selected}
                onClick={() => toggle(key)}
              >
                <InterestIcon interestKey={key} className="me-1" />
                {interest.label}
              </button>
            );
          })}
        </div>
        <div className="text-danger small mt-1">{form.formState.errors.interests?.message}</div>
      </fieldset>
    </StepFrame>
  );
}
