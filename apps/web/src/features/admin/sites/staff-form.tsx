import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, STAFF_ROLES, type TAdminSiteRow, type TAdminStaff } from '@app/shared';
import { fieldErrorOf } from '../../../lib/forms/field-props';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ChecklistField } from './fields';
import { FormChecklistField, FormSelectField, FormTextField } from './form-fields';
import { FormOutcome, showRefusal } from './form-refusal';
import { languageOptions } from './options';
import { ZNewStaffDraft, ZStaffEditDraft, type TStaffDraft, type TStaffValues } from './staff-draft';

export type { TStaffValues } from './staff-draft';

/** A staff account's name, role, languages and (operators) sites; the e-mail address only when new. */
export function StaffForm({
  initial,
  isNew,
  sites,
  ownAccount,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TStaffDraft;
  isNew: boolean;
  sites: TAdminSiteRow[];
  ownAccount: boolean;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit(values: TStaffValues): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('console-sites');
  const shell = useTranslation('console-shell').t;
  const form = useSchemaForm(isNew ? ZNewStaffDraft : ZStaffEditDraft, { defaultValues: initial });
  useEffect(() => {
    if (error) showRefusal(error, form);
  }, [error, form]);
  const [role, siteIds] = form.watch(['role', 'site_ids']);
  const chooseSites = (ids: number[] | null) =>
    form.setValue('site_ids', ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const sitesError = fieldErrorOf(form, 'site_ids');

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      noValidate
      className="row g-3"
      aria-label={submitLabel}
    >
      {isNew && (
        <FormTextField
          className="col-12 col-md-6"
          type="email"
          autoComplete="off"
          label={t('staff.fields.email')}
          form={form}
          name="email"
          required
        />
      )}
      <FormTextField className="col-12 col-md-6" label={t('staff.fields.name')} form={form} name="name" required />
      <FormSelectField
        className="col-12 col-md-6"
        label={t('staff.fields.role')}
        hint={ownAccount ? t('staff.ownRole') : t(`staff.roleHints.${role}`)}
        form={form}
        name="role"
        disabled={ownAccount}
        options={STAFF_ROLES.map((role) => ({ value: role, label: shell(`roles.${role}`) }))}
      />
      <FormChecklistField
        label={t('staff.fields.languages')}
        hint={t('staff.languagesHint')}
        form={form}
        name="languages"
        options={languageOptions(LANGUAGES)}
      />
      {role === 'operator' && (
        <fieldset className="col-12">
          <legend className="form-label fs-6">{t('staff.fields.sites')}</legend>
          <div className="form-check">
            <input
              id="staff-all-sites"
              type="checkbox"
              className="form-check-input"
              checked={siteIds === null}
              onChange={(event) => chooseSites(event.target.checked ? null : sites.slice(0, 1).map((site) => site.id))}
            />
            <label className="form-check-label" htmlFor="staff-all-sites">
              {t('staff.allSites')}
            </label>
          </div>
          {siteIds !== null && (
            <ChecklistField
              className="ms-4"
              label={<span className="visually-hidden">{t('staff.fields.sites')}</span>}
              value={siteIds.map(String)}
              onChange={(value) => chooseSites(value.map(Number))}
              options={sites.map((site) => ({ value: String(site.id), label: site.name }))}
              errors={sitesError ? [sitesError] : undefined}
            />
          )}
        </fieldset>
      )}
      <div className="col-12">
        <FormOutcome form={form} />
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {submitLabel}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}

export const valuesOfStaff = (staff: TAdminStaff): TStaffDraft => ({
  email: staff.email,
  name: staff.name,
  role: staff.role,
  languages: staff.languages,
  site_ids: staff.site_ids,
});
