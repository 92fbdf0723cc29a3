import { useState } from 'react';
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
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { draftOfFictional, EMPTY_FICTIONAL, fictionalChanges, ZFictionalDraft } from './fictional-draft';
import { FormSection, type TOption } from './fields';
import { FormChecklistField, FormSelectField, FormTextAreaField, FormTextField } from './form-fields';
import { FormOutcome, showRefusal } from './form-refusal';
import { countryOptions } from './options';
import { useAdminChange } from './site-admin.queries';

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
  const initial = profile ? draftOfFictional(profile) : { ...EMPTY_FICTIONAL, country: site.countries[0] ?? '' };
  const [saved, setSaved] = useState(initial);
  const [done, setDone] = useState(false);
  const form = useSchemaForm(ZFictionalDraft, { defaultValues: initial });
  const country = form.watch('country');
  const regions = useRegions(country);
  const save = useAdminChange<object, { profile: TAdminFictionalProfile }>(
    profile ? 'PUT' : 'POST',
    '/api/admin/fictional.php',
  );
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
    <FormSelectField
      className="col-6 col-md-3"
      label={common(`profileOptions.fields.${key}`)}
      form={form}
      name={key}
      options={[{ value: '', label: common('profileOptions.notSaid') }, ...options(values, key)]}
    />
  );

  const submit = form.handleSubmit((values) => {
    const onError = (error: Error) => showRefusal(error, form);
    if (profile) {
      const changes = fictionalChanges(saved, form.getValues(), values);
      if (Object.keys(changes).length === 0) return setDone(true);
      save.mutate(
        { user: profile.user_id, ...changes },
        {
          onSuccess: (answer) => {
            setSaved(draftOfFictional(answer.profile));
            form.reset(draftOfFictional(answer.profile));
            setDone(true);
          },
          onError,
        },
      );
    } else {
      const { status: _status, ...created } = values;
      save.mutate(
        { site: site.id, ...created },
        { onSuccess: (answer) => onCreated?.(answer.profile.user_id), onError },
      );
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onChange={() => setDone(false)}
      noValidate
      aria-label={profile ? t('fictional.editLabel', { name: saved.name }) : t('fictional.new')}
    >
      <FormSection title={profile ? t('fictional.profile') : t('fictional.new')} lead={t('fictional.alwaysFictional')}>
        <FormTextField
          className="col-12 col-md-6"
          label={common('profileOptions.fields.name')}
          maxLength={NAME_MAX_LENGTH}
          form={form}
          name="name"
          required
        />
        <FormTextField
          className="col-12 col-md-6"
          type="date"
          label={common('profileOptions.fields.date_of_birth')}
          form={form}
          name="date_of_birth"
          required
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.gender')}
          form={form}
          name="gender"
          options={options(GENDERS, 'gender')}
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.sexuality')}
          form={form}
          name="sexuality"
          options={options(SEXUALITIES, 'sexuality')}
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.seeking')}
          form={form}
          name="seeking"
          options={GENDERS.map((value) => ({ value, label: common(`profileOptions.seeking.${value}`) }))}
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.country')}
          form={form}
          name="country"
          // The regions are the new country's: the old one's region would be refused.
          onChoose={() => form.setValue('region', '')}
          options={countryOptions(
            site.countries.includes(country) || !country ? site.countries : [country, ...site.countries],
            i18n.language,
          )}
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.region')}
          form={form}
          name="region"
          options={[
            { value: '', label: common('profileOptions.notSaid') },
            ...(regions.data ?? []).map((region) => ({ value: region.code, label: region.name })),
          ]}
        />
        <FormTextField
          className="col-12 col-md-4"
          label={common('profileOptions.fields.city')}
          form={form}
          name="city"
        />
        {optional('hair_color', HAIR_COLORS)}
        {optional('eye_color', EYE_COLORS)}
        {optional('body_type', BODY_TYPES)}
        {optional('relationship_status', RELATIONSHIP_STATUSES)}
        <FormTextAreaField
          label={common('profileOptions.fields.about')}
          hint={t('fictional.aboutHint', { max: ABOUT_MAX_LENGTH })}
          rows={4}
          form={form}
          name="about"
        />
        <FormChecklistField
          label={common('profileOptions.fields.interests')}
          form={form}
          name="interests"
          options={INTEREST_KEYS.map((key) => ({ value: key, label: common(`interests.${key}`) }))}
        />
        {profile && (
          <FormSelectField
            className="col-12 col-md-4"
            label={t('fictional.fields.status')}
            hint={t('fictional.statusHint')}
            form={form}
            name="status"
            options={PROFILE_STATUSES.map((status) => ({ value: status, label: t(`fictional.statuses.${status}`) }))}
          />
        )}
        <div className="col-12">
          <FormOutcome form={form} done={done ? t('fictional.saved') : null} />
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {profile ? t('common.save') : t('fictional.create')}
          </button>
        </div>
      </FormSection>
    </form>
  );
}
