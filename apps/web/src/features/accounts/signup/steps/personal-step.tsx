import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  GENDERS,
  latestDateOfBirth,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SEXUALITIES,
  type TGender,
  type TSexuality,
} from '@app/shared';
import { memberToday } from '../../../../lib/today';
import { personalErrors, type TPersonalDraft } from '../signup-rules';
import { suggestedSexuality, type TSignupDraft } from '../signup-draft';
import { StepFrame } from './step-frame';
import { pathTo } from '../../../../routes';

type TPersonal = Pick<TSignupDraft, keyof TPersonalDraft | 'gender' | 'seeking' | 'sexuality'>;

interface PersonalStepProps {
  draft: TPersonal;
  minAge: number;
  busy: boolean;
  /** A general error of the signup call (closed signups, too many attempts). */
  error: string | null;
  /** Errors the server gave for one field, already translated. */
  serverErrors: Partial<Record<keyof TPersonalDraft, string>>;
  onChange(draft: TPersonal): void;
  onNext(): void;
}

/** Step 3: who the member is and the login; submitting creates the account. */
export function PersonalStep({ draft, minAge, busy, error, serverErrors, onChange, onNext }: PersonalStepProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const errors = personalErrors(draft, minAge);
  const messageFor = (field: keyof TPersonalDraft): string | null => {
    const local = errors[field];
    if (touched && local) return t(`signup.errors.${local}`, { minAge, max: NAME_MAX_LENGTH });
    return serverErrors[field] ?? null;
  };
  const set = (patch: Partial<TPersonal>) => onChange({ ...draft, ...patch });
  const setGenders = (gender: TGender, seeking: TGender) =>
    set({ gender, seeking, sexuality: suggestedSexuality(gender, seeking, draft.sexuality) });

  function submit() {
    setTouched(true);
    if (Object.keys(errors).length === 0) onNext();
  }

  const field = (name: keyof TPersonalDraft) => {
    const message = messageFor(name);
    return {
      props: {
        id: `signup-${name}`,
        className: `form-control ${message ? 'is-invalid' : ''}`,
        'aria-invalid': Boolean(message),
        'aria-describedby': `signup-${name}-error`,
      },
      feedback: (
        <div id={`signup-${name}-error`} className="invalid-feedback">
          {message}
        </div>
      ),
    };
  };
  const email = field('email');
  const password = field('password');
  const name = field('name');
  const birth = field('date_of_birth');

  return (
    <StepFrame
      title={t('signup.personal.title')}
      intro={t('signup.personal.intro')}
      error={error}
      busy={busy}
      submitLabel={t('signup.personal.submit')}
      onSubmit={submit}
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
      <div className="mb-3">
        <label className="form-label" htmlFor={name.props.id}>
          {t('signup.personal.name')}
        </label>
        <input
          {...name.props}
          autoComplete="nickname"
          maxLength={NAME_MAX_LENGTH}
          value={draft.name}
          onChange={(event) => set({ name: event.target.value })}
        />
        {name.feedback}
        <div className="form-text">{t('signup.personal.nameHelp')}</div>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={birth.props.id}>
          {t('signup.personal.dateOfBirth')}
        </label>
        <input
          {...birth.props}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={latestDateOfBirth(minAge, memberToday())}
          value={draft.date_of_birth}
          onChange={(event) => set({ date_of_birth: event.target.value })}
        />
        {birth.feedback}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={email.props.id}>
          {t('signup.personal.email')}
        </label>
        <input
          {...email.props}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={draft.email}
          onChange={(event) => set({ email: event.target.value })}
        />
        {email.feedback}
      </div>
      <div className="mb-2">
        <label className="form-label" htmlFor={password.props.id}>
          {t('signup.personal.password')}
        </label>
        <div className="input-group has-validation">
          <input
            {...password.props}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={draft.password}
            onChange={(event) => set({ password: event.target.value })}
          />
          <button type="button" className="btn btn-outline-dark" onClick={() => setShowPassword((value) => !value)}>
            {showPassword ? t('login.hidePassword') : t('login.showPassword')}
          </button>
          {password.feedback}
        </div>
        <div className="form-text">{t('signup.personal.passwordHelp')}</div>
      </div>
      <p className="small text-body-secondary mt-3 mb-0">
        {t('signup.personal.consentBefore')}{' '}
        <Link to={pathTo('pages-terms')} target="_blank">
          {t('footer.terms')}
        </Link>{' '}
        {t('signup.personal.consentAnd')}{' '}
        <Link to={pathTo('pages-privacy')} target="_blank">
          {t('footer.privacy')}
        </Link>
        {t('signup.personal.consentAfter')}
      </p>
    </StepFrame>
  );
}
