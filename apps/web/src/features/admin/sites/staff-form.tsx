import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, STAFF_ROLES, type TAdminSiteRow, type TAdminStaff, type TStaffRole } from '@app/shared';
import { ChecklistField, SelectField, TextField } from './fields';
import { errorsFor, fieldErrorsOf } from './form-values';
import { languageOptions } from './options';
import { ChangeOutcome } from './parts';

export interface TStaffValues {
  email: string;
  name: string;
  role: TStaffRole;
  languages: string[];
  /** Operators only: the sites they answer for; null is every site. */
  site_ids: number[] | null;
}

const SHOWN = ['email', 'name', 'role', 'languages', 'site_ids'];

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
  initial: TStaffValues;
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
  const [values, setValues] = useState(initial);
  const fields = fieldErrorsOf(error);
  const set = <K extends keyof TStaffValues>(key: K, value: TStaffValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ ...values, site_ids: values.role === 'operator' ? values.site_ids : null });
  }

  return (
    <form onSubmit={submit} noValidate className="row g-3" aria-label={submitLabel}>
      {isNew && (
        <TextField
          className="col-12 col-md-6"
          type="email"
          autoComplete="off"
          label={t('staff.fields.email')}
          value={values.email}
          onChange={(value) => set('email', value)}
          errors={errorsFor(fields, 'email')}
          required
        />
      )}
      <TextField
        className="col-12 col-md-6"
        label={t('staff.fields.name')}
        value={values.name}
        onChange={(value) => set('name', value)}
        errors={errorsFor(fields, 'name')}
        required
      />
      <SelectField
        className="col-12 col-md-6"
        label={t('staff.fields.role')}
        hint={ownAccount ? t('staff.ownRole') : t(`staff.roleHints.${values.role}`)}
        value={values.role}
        disabled={ownAccount}
        onChange={(value) => set('role', value as TStaffRole)}
        options={STAFF_ROLES.map((role) => ({ value: role, label: shell(`roles.${role}`) }))}
        errors={errorsFor(fields, 'role')}
      />
      <ChecklistField
        label={t('staff.fields.languages')}
        hint={t('staff.languagesHint')}
        value={values.languages}
        onChange={(value) => set('languages', value)}
        options={languageOptions(LANGUAGES)}
        errors={errorsFor(fields, 'languages')}
      />
      {values.role === 'operator' && (
        <fieldset className="col-12">
          <legend className="form-label fs-6">{t('staff.fields.sites')}</legend>
          <div className="form-check">
            <input
              id="staff-all-sites"
              type="checkbox"
              className="form-check-input"
              checked={values.site_ids === null}
              onChange={(event) =>
                set('site_ids', event.target.checked ? null : sites.slice(0, 1).map((site) => site.id))
              }
            />
            <label className="form-check-label" htmlFor="staff-all-sites">
              {t('staff.allSites')}
            </label>
          </div>
          {values.site_ids !== null && (
            <ChecklistField
              className="ms-4"
              label={<span className="visually-hidden">{t('staff.fields.sites')}</span>}
              value={values.site_ids.map(String)}
              onChange={(value) => set('site_ids', value.map(Number))}
              options={sites.map((site) => ({ value: String(site.id), label: site.name }))}
              errors={errorsFor(fields, 'site_ids')}
            />
          )}
        </fieldset>
      )}
      <div className="col-12">
        <ChangeOutcome error={error} fields={fields} shown={SHOWN} />
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

export const valuesOfStaff = (staff: TAdminStaff): TStaffValues => ({
  email: staff.email,
  name: staff.name,
  role: staff.role,
  languages: staff.languages,
  site_ids: staff.site_ids,
});
