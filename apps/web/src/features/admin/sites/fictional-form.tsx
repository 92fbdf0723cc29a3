import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ABOUT_MAX_LENGTH,
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTEREST_KEYS,
  NAME_MAX_LENGTH,
  PROFILE_STATUSES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  type TAdminFictionalProfile,
} from '@app/shared';
import { useRegions } from '../../accounts/signup/signup.queries';
import { ChecklistField, FormSection, SelectField, TextAreaField, TextField, type TOption } from './fields';
import { changedValues, errorsFor, fieldErrorsOf } from './form-values';
import { countryOptions } from './options';
import { ChangeOutcome } from './parts';
import { useAdminChange } from './site-admin.queries';

/** The editable fields of a fictional profile: those of a member's own profile, plus its status. */
export interface TFictionalValues {
  name: string;
  date_of_birth: string;
  gender: string;
  sexuality: string;
  seeking: string;
  country: string;
  region: string | null;
  city: string;
  about: string;
  interests: string[];
  hair_color: string | null;
  eye_color: string | null;
  body_type: string | null;
  relationship_status: string | null;
  status: string;
}

export const EMPTY_FICTIONAL: TFictionalValues = {
  name: '',
  date_of_birth: '',
  gender: 'female',
  sexuality: 'hetero',
  seeking: 'male',
  country: '',
  region: null,
  city: '',
  about: '',
  interests: [],
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  status: 'active',
};

export function valuesOf(profile: TAdminFictionalProfile): TFictionalValues {
  const { name, date_of_birth, gender, sexuality, seeking, country, region, city, about, interests } = profile;
  const { hair_color, eye_color, body_type, relationship_status, status } = profile;
  return {
    name,
    date_of_birth,
    gender,
    sexuality,
    seeking,
    country,
    region,
    city,
    about,
    interests,
    hair_color,
    eye_color,
    body_type,
    relationship_status,
    status,
  };
}

const SHOWN = Object.keys(EMPTY_FICTIONAL);

/**
 * A fictional profile's fields with the member profile's rules (the server checks them: age, the
 * site's countries, the region of the country). New profiles are created, existing ones changed.
 */
export function FictionalForm({
  site,
  profile,
  onCreated,
}: {
  site: { id: number; countries: string[] };
  profile: TAdminFictionalProfile | null;
  onCreated?(userId: number): void;
}) {
  const { t, i18n } = useTranslation('console-sites');
  const common = useTranslation().t;
  const initial = profile ? valuesOf(profile) : { ...EMPTY_FICTIONAL, country: site.countries[0] ?? '' };
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [done, setDone] = useState(false);
  const regions = useRegions(draft.country);
  const save = useAdminChange<object, { profile: TAdminFictionalProfile }>(
    profile ? 'PUT' : 'POST',
    '/api/admin/fictional.php',
  );
  const fields = fieldErrorsOf(save.error);
  const set = <K extends keyof TFictionalValues>(key: K, value: TFictionalValues[K]) => {
    setDone(false);
    setDraft((current) => ({ ...current, [key]: value, ...(key === 'country' && { region: null }) }));
  };
  const options = (
    values: readonly string[],
    group: 'gender' | 'sexuality' | 'hair_color' | 'eye_color' | 'body_type' | 'relationship_status',
  ): TOption[] =>
    values.map((value) => ({
      value,
      label: common(`profileOptions.${group}.${value}` as 'profileOptions.gender.male'),
    }));
  const optional = (
    key: 'hair_color' | 'eye_color' | 'body_type' | 'relationship_status',
    values: readonly string[],
  ) => (
    <SelectField
      className="col-6 col-md-3"
      label={common(`profileOptions.fields.${key}`)}
      value={draft[key] ?? ''}
      onChange={(value) => set(key, value || null)}
      options={[{ value: '', label: common('profileOptions.notSaid') }, ...options(values, key)]}
      errors={errorsFor(fields, key)}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (profile) {
      const changes = changedValues(saved, draft);
      if (Object.keys(changes).length === 0) return setDone(true);
      save.mutate(
        { user: profile.user_id, ...changes },
        {
          onSuccess: (answer) => {
            setSaved(valuesOf(answer.profile));
            setDraft(valuesOf(answer.profile));
            setDone(true);
          },
        },
      );
    } else {
      const { status: _status, ...values } = draft;
      save.mutate({ site: site.id, ...values }, { onSuccess: (answer) => onCreated?.(answer.profile.user_id) });
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={profile ? t('fictional.editLabel', { name: saved.name }) : t('fictional.new')}
    >
      <FormSection title={profile ? t('fictional.profile') : t('fictional.new')} lead={t('fictional.alwaysFictional')}>
        <TextField
          className="col-12 col-md-6"
          label={common('profileOptions.fields.name')}
          maxLength={NAME_MAX_LENGTH}
          value={draft.name}
          onChange={(value) => set('name', value)}
          errors={errorsFor(fields, 'name')}
          required
        />
        <TextField
          className="col-12 col-md-6"
          type="date"
          label={common('profileOptions.fields.date_of_birth')}
          value={draft.date_of_birth}
          onChange={(value) => set('date_of_birth', value)}
          errors={errorsFor(fields, 'date_of_birth')}
          required
        />
        <SelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.gender')}
          value={draft.gender}
          onChange={(value) => set('gender', value)}
          options={options(GENDERS, 'gender')}
          errors={errorsFor(fields, 'gender')}
        />
        <SelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.sexuality')}
          value={draft.sexuality}
          onChange={(value) => set('sexuality', value)}
          options={options(SEXUALITIES, 'sexuality')}
          errors={errorsFor(fields, 'sexuality')}
        />
        <SelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.seeking')}
          value={draft.seeking}
          onChange={(value) => set('seeking', value)}
          options={GENDERS.map((value) => ({ value, label: common(`profileOptions.seeking.${value}`) }))}
          errors={errorsFor(fields, 'seeking')}
        />
        <SelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.country')}
          value={draft.country}
          onChange={(value) => set('country', value)}
          options={countryOptions(
            site.countries.includes(draft.country) || !draft.country
              ? site.countries
              : [draft.country, ...site.countries],
            i18n.language,
          )}
          errors={errorsFor(fields, 'country')}
        />
        <SelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.region')}
          value={draft.region ?? ''}
          onChange={(value) => set('region', value || null)}
          options={[
            { value: '', label: common('profileOptions.notSaid') },
            ...(regions.data ?? []).map((region) => ({ value: region.code, label: region.name })),
          ]}
          errors={errorsFor(fields, 'region')}
        />
        <TextField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.city')}
          value={draft.city}
          onChange={(value) => set('city', value)}
          errors={errorsFor(fields, 'city')}
        />
        {optional('hair_color', HAIR_COLORS)}
        {optional('eye_color', EYE_COLORS)}
        {optional('body_type', BODY_TYPES)}
        {optional('relationship_status', RELATIONSHIP_STATUSES)}
        <TextAreaField
          label={common('profileOptions.fields.about')}
          hint={t('fictional.aboutHint', { max: ABOUT_MAX_LENGTH })}
          rows={4}
          value={draft.about}
          onChange={(value) => set('about', value)}
          errors={errorsFor(fields, 'about')}
        />
        <ChecklistField
          label={common('profileOptions.fields.interests')}
          value={draft.interests}
          onChange={(value) => set('interests', value)}
          options={INTEREST_KEYS.map((key) => ({ value: key, label: common(`interests.${key}`) }))}
          errors={errorsFor(fields, 'interests')}
        />
        {profile && (
          <SelectField
            className="col-12 col-md-4"
            label={t('fictional.fields.status')}
            hint={t('fictional.statusHint')}
            value={draft.status}
            onChange={(value) => set('status', value)}
            options={PROFILE_STATUSES.map((status) => ({ value: status, label: t(`fictional.statuses.${status}`) }))}
            errors={errorsFor(fields, 'status')}
          />
        )}
        <div className="col-12">
          <ChangeOutcome error={save.error} fields={fields} shown={SHOWN} done={done ? t('fictional.saved') : null} />
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {profile ? t('common.save') : t('fictional.create')}
          </button>
        </div>
      </FormSection>
    </form>
  );
}
