import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  GENDERS,
  latestDateOfBirth,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SEXUALITIES,
  signupDetailsSchema,
  type TGender,
  type TSexuality,
  type TSignupDetails,
} from '@app/shared';
import { memberToday } from '../../../../lib/today';
import { showServerErrors } from '../../../../lib/forms/server-errors';
import { PasswordField, TextField } from '../../../../lib/forms/text-field';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { suggestedSexuality, type TSignupDraft } from '../signup-draft';
import { StepFrame } from './step-frame';
import { pathTo } from '../../../../routes';

type TPersonal = Pick<TSignupDraft, keyof TSignupDetails | 'gender' | 'seeking' | 'sexuality'>;

interface PersonalStepProps {
  draft: TPersonal;
  minAge: number;
  busy: boolean;
  /** A general error of the signup call (closed signups, too many attempts). */
  error: string | null;
  onChange(draft: Partial<TPersonal>): void;
  /** Creates the account; answers the refusal, or null when it was created. */
  onSubmit(details: TSignupDetails): Promise<unknown>;
  /** A refusal that belongs to none of the step's fields. */
  onRefused(failure: unknown): void;
}

/** Step 3: who the member is and the login; submitting creates the account. */
export function PersonalStep({ draft, minAge, busy, error, onChange, onSubmit, onRefused }: PersonalStepProps) {
  const { t } = useTranslation();
  // Checked with the rules the signup call applies, on the day as the member's calendar has it.
  const schema = useMemo(() => signupDetailsSchema(minAge, memberToday()), [minAge]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      email: draft.email,
      password: draft.password,
      name: draft.name,
      date_of_birth: draft.date_of_birth,
    },
  });
  // The draft follows every keystroke, so a reload or a step back keeps what was typed.
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => onChange(values as Partial<TPersonal>));
    return unsubscribe;
  }, [form, onChange]);
  const set = (patch: Partial<TPersonal>) => onChange(patch);
  const setGenders = (gender: TGender, seeking: TGender) =>
    set({ gender, seeking, sexuality: suggestedSexuality(gender, seeking, draft.sexuality) });

  const submit = form.handleSubmit(async (details) => {
    const refusal = await onSubmit(details);
    if (refusal && !showServerErrors(refusal, form)) onRefused(refusal);
  });

  return (
    <StepFrame
      title={t('signup.personal.title')}
      intro={t('signup.personal.intro')}
      error={error}
      busy={busy}
      submitLabel={t('signup.personal.submit')}
      onSubmit={() => void submit()}
    >
      <div className="row g-2 mb-3">
        <div className="col-6">
          <label className="form-label" htmlFor="signup-gender">
            {t('signup.personal.gender')}
          </label>
          <select
            id="signup-gender"
            className="form-select"
            value={draft.gender}
            onChange={(event) => setGenders(event.target.value as TGender, draft.seeking)}
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`signup.personal.genders.${gender}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6">
          <label className="form-label" htmlFor="signup-seeking">
            {t('signup.personal.seeking')}
          </label>
          <select
            id="signup-seeking"
            className="form-select"
            value={draft.seeking}
            onChange={(event) => setGenders(draft.gender, event.target.value as TGender)}
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`signup.personal.seekingOptions.${gender}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="signup-sexuality">
          {t('signup.personal.sexuality')}
        </label>
        <select
          id="signup-sexuality"
          className="form-select"
          value={draft.sexuality}
          onChange={(event) => set({ sexuality: event.target.value as TSexuality })}
        >
          {SEXUALITIES.map((sexuality) => (
            <option key={sexuality} value={sexuality}>
              {t(`signup.personal.sexualities.${sexuality}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        form={form}
        name="name"
        id="signup-name"
        label={t('signup.personal.name')}
        help={t('signup.personal.nameHelp')}
        autoComplete="nickname"
        maxLength={NAME_MAX_LENGTH}
      />
      <TextField
        form={form}
        name="date_of_birth"
        id="signup-date_of_birth"
        label={t('signup.personal.dateOfBirth')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={latestDateOfBirth(minAge, memberToday())}
      />
      <TextField
        form={form}
        name="email"
        id="signup-email"
        label={t('signup.personal.email')}
        options={{ deps: ['name'] }}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <PasswordField
        form={form}
        name="password"
        id="signup-password"
        label={t('signup.personal.password')}
        help={t('signup.personal.passwordHelp')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <p className="small text-body-secondary mt-3 mb-0">
        {t('signup.personal.consentBefore')}{' '}
        <Link to={pathTo('pages-terms')} target="_blank">
          {t('signup.personal.consentTerms')}
        </Link>{' '}
        {t('signup.personal.consentAnd')}{' '}
        <Link to={pathTo('pages-privacy')} target="_blank">
          {t('signup.personal.consentPrivacy')}
        </Link>
        {t('signup.personal.consentAfter')}
      </p>
    </StepFrame>
  );
}
