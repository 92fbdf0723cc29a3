import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type TAdminGift } from '@app/shared';
import { FormSection, NumberField, TextField } from './fields';
import { errorsFor, fieldErrorsOf, type TFieldErrors } from './form-values';
import { ChangeOutcome } from './parts';
import { useAdminChange, useAdminUpload } from './site-admin.queries';

export const GIFT_PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** The gift's name in each language; English is required, the others fall back to it. */
function NamesFields({
  names,
  onChange,
  fields,
}: {
  names: Record<string, string>;
  onChange(names: Record<string, string>): void;
  fields: TFieldErrors;
}) {
  const { t } = useTranslation('console-sites');
  return (
    <fieldset className="col-12">
      <legend className="fs-6 fw-semibold">{t('gifts.fields.names')}</legend>
      <p className="form-text mt-0">{t('gifts.namesHint')}</p>
      <div className="row g-2">
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            className="col-12 col-sm-6 col-lg-4"
            label={LANGUAGE_NAMES[language]}
            lang={language}
            value={names[language] ?? ''}
            maxLength={40}
            required={language === 'en'}
            onChange={(value) => onChange({ ...names, [language]: value })}
            errors={errorsFor(fields, `names.${language}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}

const filledNames = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).filter(([, name]) => name.trim() !== ''));

/** A new gift: key, names, price and picture, sent as one multipart form. */
export function NewGiftForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('console-sites');
  const [key, setKey] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const [credits, setCredits] = useState<number | null>(null);
  const [position, setPosition] = useState<number | null>(0);
  const [picture, setPicture] = useState<File | null>(null);
  const create = useAdminUpload<{ gift: TAdminGift }>('/api/admin/gifts.php');
  const fields = fieldErrorsOf(create.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData();
    form.set('key', key.trim());
    form.set('names', JSON.stringify(filledNames(names)));
    form.set('credits', credits === null ? '' : String(credits));
    form.set('position', position === null ? '' : String(position));
    if (picture) form.set('picture', picture);
    create.mutate(form, { onSuccess: onClose });
  }

  return (
    <form onSubmit={submit} noValidate className="mb-3">
      <FormSection title={t('gifts.new.title')}>
        <TextField
          className="col-12 col-md-4"
          label={t('gifts.fields.key')}
          hint={t('gifts.keyHint')}
          value={key}
          onChange={setKey}
          autoCapitalize="none"
          spellCheck={false}
          errors={errorsFor(fields, 'key')}
          required
        />
        <NumberField
          className="col-6 col-md-4"
          label={t('gifts.fields.credits')}
          hint={t('gifts.creditsHint')}
          min={0}
          value={credits}
          onChange={setCredits}
          errors={errorsFor(fields, 'credits')}
        />
        <NumberField
          className="col-6 col-md-4"
          label={t('gifts.fields.position')}
          min={0}
          value={position}
          onChange={setPosition}
          errors={errorsFor(fields, 'position')}
        />
        <PictureInput onChange={setPicture} errors={errorsFor(fields, 'picture')} />
        <NamesFields names={names} onChange={setNames} fields={fields} />
        <div className="col-12">
          <ChangeOutcome
            error={create.error}
            fields={fields}
            shown={['key', 'names', 'credits', 'position', 'picture']}
          />
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {t('gifts.new.submit')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      </FormSection>
    </form>
  );
}

function PictureInput({ onChange, errors }: { onChange(file: File | null): void; errors: string[] }) {
  const { t } = useTranslation('console-sites');
  return (
    <div className="col-12">
      <label className="form-label" htmlFor="new-gift-picture">
        {t('gifts.fields.picture')}
      </label>
      <input
        id="new-gift-picture"
        type="file"
        accept={GIFT_PICTURE_TYPES}
        className={`form-control ${errors.length ? 'is-invalid' : ''}`}
        aria-describedby="new-gift-picture-hint"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        required
      />
      <div id="new-gift-picture-hint" className="form-text">
        {t('gifts.pictureHint')}
      </div>
      {errors.map((message) => (
        <div key={message} className="invalid-feedback d-block">
          {message}
        </div>
      ))}
    </div>
  );
}

/** Names, price and place of an existing gift (its key stays: messages refer to it). */
export function EditGiftForm({ gift, onClose }: { gift: TAdminGift; onClose(): void }) {
  const { t } = useTranslation('console-sites');
  const [names, setNames] = useState<Record<string, string>>(gift.names);
  const [credits, setCredits] = useState<number | null>(gift.credits);
  const [position, setPosition] = useState<number | null>(gift.position);
  const update = useAdminChange<object, { gift: TAdminGift }>('PUT', '/api/admin/gifts.php');
  const fields = fieldErrorsOf(update.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ key: gift.key, names: filledNames(names), credits, position }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={submit} noValidate className="row g-2" aria-label={t('gifts.editLabel', { key: gift.key })}>
      <NumberField
        className="col-6"
        label={t('gifts.fields.credits')}
        hint={t('gifts.creditsHint')}
        min={0}
        value={credits}
        onChange={setCredits}
        errors={errorsFor(fields, 'credits')}
      />
      <NumberField
        className="col-6"
        label={t('gifts.fields.position')}
        min={0}
        value={position}
        onChange={setPosition}
        errors={errorsFor(fields, 'position')}
      />
      <NamesFields names={names} onChange={setNames} fields={fields} />
      <div className="col-12">
        <ChangeOutcome error={update.error} fields={fields} shown={['names', 'credits', 'position']} />
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
            {t('common.save')}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}
