import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_FIELDS, type TOwnProfile, type TProfileField } from '@app/shared';
import { fieldErrorOf } from '../../../lib/forms/field-props';
import { FormAlert, showRefusal } from '../../../lib/forms/form-alert';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { showToast } from '../../../lib/toasts';
import { memberToday } from '../../../lib/today';
import { useSettings } from '../../sites/sites.queries';
import { BasicsSection } from './basics-section';
import { LocationSection } from './location-section';
import { LooksSection } from './looks-section';
import { useSaveProfile } from './my-profile.queries';
import { fieldId } from './profile-field';
import { changedFields, draftAfterSave, firstErrorField, toDraft, type TProfileDraft } from './profile-form-rules';
import { profileFormSchema } from './profile-form-schema';
import { StorySection } from './story-section';

/** After the error texts are in the page, so a screen reader reads the field with its error. */
function focusField(field: TProfileField | null) {
  if (field) requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
}

/**
 * Every profile field, in sections. Only changed fields are checked and sent; a refused save keeps the
 * draft as it was and shows each error at its field, then focuses the first one.
 */
export function ProfileForm({ profile, email }: { profile: TOwnProfile; email: string }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const { min_age: minAge } = useSettings();
  const schema = useMemo(
    () => profileFormSchema({ saved: profile, email, minAge, today: memberToday() }),
    [profile, email, minAge],
  );
  const form = useSchemaForm(schema, { defaultValues: toDraft(profile) });
  const draft = form.watch() as TProfileDraft;
  const dirty = Object.keys(changedFields(draft, profile)).length > 0;
  const errors: Partial<Record<TProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const message = fieldErrorOf(form, field);
    if (message) errors[field] = message;
  }
  // The sections are not registered inputs, so the form cannot focus them itself: the errors of the
  // check just made (handed in, not read from a form state that renders later) name the field.
  const focusFirstError = (errors: object = form.formState.errors) =>
    focusField(firstErrorField(errors as Partial<Record<TProfileField, unknown>>));

  // The sections are controlled: a change goes in the form, checked again once a save was tried.
  function change(patch: Partial<TProfileDraft>) {
    for (const [field, value] of Object.entries(patch) as [TProfileField, TProfileDraft[TProfileField]][]) {
      form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  }

  const submit = form.handleSubmit(
    (changes) => {
      if (Object.keys(changes).length === 0) {
        showToast({ message: t('myProfile.nothingChanged'), variant: 'info' });
        return;
      }
      save.mutate(changes, {
        onSuccess: (saved) => {
          form.reset(draftAfterSave(form.getValues(), changes, saved));
          showToast({ message: t('myProfile.saved'), variant: 'success' });
        },
        onError: (error) => {
          showRefusal(error, form, t);
          focusFirstError(form.formState.errors);
        },
      });
    },
    (errors) => focusFirstError(errors),
  );

  const sectionProps = { draft, errors, onChange: change };
  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('screens.profile')}
    >
      <BasicsSection {...sectionProps} />
      <LocationSection {...sectionProps} />
      <StorySection {...sectionProps} />
      <LooksSection {...sectionProps} />
      <div className="profile-save-bar sticky-bottom">
        <FormAlert form={form} />
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
