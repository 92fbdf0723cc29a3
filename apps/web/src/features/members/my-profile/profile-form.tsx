import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, type TOwnProfile, type TProfileField } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { BasicsSection } from './basics-section';
import { LocationSection } from './location-section';
import { LooksSection } from './looks-section';
import { useSaveProfile } from './my-profile.queries';
import { fieldId } from './profile-field';
import {
  changedFields,
  draftAfterSave,
  draftProblems,
  fieldErrorsFromApi,
  firstErrorField,
  toDraft,
  type TDraftProblem,
  type TProfileDraft,
} from './profile-form-rules';
import { StorySection } from './story-section';

/** After the error texts are in the page, so a screen reader reads the field with its error. */
function focusField(field: TProfileField) {
  requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/**
 * Every profile field, in sections. Only changed fields are sent; a refused save keeps the draft as it
 * was and shows each error at its field, then focuses the first one.
 */
export function ProfileForm({ profile }: { profile: TOwnProfile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [draft, setDraft] = useState<TProfileDraft>(() => toDraft(profile));
  const [errors, setErrors] = useState<Partial<Record<TProfileField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const changes = changedFields(draft, profile);
  const dirty = Object.keys(changes).length > 0;

  function change(patch: Partial<TProfileDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    // An edited field's old error no longer applies.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as TProfileField[]) delete next[field];
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const problems = draftProblems(draft);
    const local: Partial<Record<TProfileField, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [TProfileField, TDraftProblem][])
      local[field] = t(`signup.errors.${problem}`, { max: NAME_MAX_LENGTH });
    const first = firstErrorField(local);
    if (first) {
      setErrors(local);
      focusField(first);
      return;
    }
    if (!dirty) {
      showToast({ message: t('myProfile.nothingChanged'), variant: 'info' });
      return;
    }
    save.mutate(changes, {
      onSuccess: (saved) => {
        setDraft((current) => draftAfterSave(current, changes, saved));
        setErrors({});
        showToast({ message: t('myProfile.saved'), variant: 'success' });
      },
      onError: (error) => {
        const api = error instanceof ApiError ? error : null;
        const found = api
          ? fieldErrorsFromApi(
              { code: api.code, message: api.message, fields: api.body.fields },
              t('myProfile.errors.invalid'),
            )
          : {};
        const field = firstErrorField(found);
        setErrors(found);
        if (field) focusField(field);
        else setGeneral(api && api.status < 500 ? api.message : t('toasts.genericError'));
      },
    });
  }

  const sectionProps = { draft, errors, onChange: change };
  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-label={t('screens.profile')}>
      <BasicsSection {...sectionProps} />
      <LocationSection {...sectionProps} />
      <StorySection {...sectionProps} />
      <LooksSection {...sectionProps} />
      <div className="profile-save-bar sticky-bottom">
        {general && (
          <div className="alert alert-danger py-2 mb-2" role="alert">
            {general}
          </div>
        )}
        {Object.keys(errors).length > 0 && (
          <p className="text-danger small mb-2" role="alert">
            {t('myProfile.errors.summary')}
          </p>
        )}
        <div className="d-flex align-items-center justify-content-between gap-3">
          <span className="small text-body-secondary" aria-live="polite">
            {dirty ? t('myProfile.unsaved') : ''}
          </span>
          <button type="submit" className="btn btn-primary px-4 text-nowrap" disabled={save.isPending}>
            {save.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {save.isPending ? t('myProfile.saving') : t('myProfile.save')}
          </button>
        </div>
      </div>
    </form>
  );
}
