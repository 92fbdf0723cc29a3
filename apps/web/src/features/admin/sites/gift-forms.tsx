import type { ReactNode } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type TAdminGift, type TLanguage } from '@app/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormSection } from './fields';
import { FormNumberField, FormTextField } from './form-fields';
import { FormOutcome, showRefusal } from './form-refusal';
import { ZEditGiftDraft, ZNewGiftDraft, type TNewGiftDraft } from './gift-drafts';
import { useAdminChange, useAdminUpload } from './site-admin.queries';

export const GIFT_PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** What an input of a language's name looks like; the form binds it to `names.<language>`. */
interface TNameInput {
  key: string;
  className: string;
  label: string;
  lang: string;
  maxLength: number;
  required: boolean;
}

/** The gift's name in each language; English is required, the others fall back to it. */
function NamesFields({ input }: { input(language: TLanguage, props: TNameInput): ReactNode }) {
  const { t } = useTranslation('console-sites');
  return (
    <fieldset className="col-12">
      <legend className="fs-6 fw-semibold">{t('gifts.fields.names')}</legend>
      <p className="form-text mt-0">{t('gifts.namesHint')}</p>
      <div className="row g-2">
        {LANGUAGES.map((language) =>
          input(language, {
            key: language,
            className: 'col-12 col-sm-6 col-lg-4',
            label: LANGUAGE_NAMES[language],
            lang: language,
            maxLength: 40,
            required: language === 'en',
          }),
        )}
      </div>
    </fieldset>
  );
}

/** A new gift: key, names, price and picture, sent as one multipart form. */
export function NewGiftForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('console-sites');
  const form = useSchemaForm(ZNewGiftDraft, {
    defaultValues: { key: '', names: {}, credits: null, position: 0, picture: null },
  });
  const create = useAdminUpload<{ gift: TAdminGift }>('/api/admin/gifts.php');

  const submit = form.handleSubmit((gift) => {
    const body = new FormData();
    body.set('key', gift.key);
    body.set('names', JSON.stringify(gift.names));
    body.set('credits', gift.credits === null ? '' : String(gift.credits));
    body.set('position', String(gift.position));
    body.set('picture', gift.picture);
    create.mutate(body, { onSuccess: onClose, onError: (error) => showRefusal(error, form) });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-3">
      <FormSection title={t('gifts.new.title')}>
        <FormTextField
          className="col-12 col-md-4"
          label={t('gifts.fields.key')}
          hint={t('gifts.keyHint')}
          form={form}
          name="key"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <FormNumberField
          className="col-6 col-md-4"
          label={t('gifts.fields.credits')}
          hint={t('gifts.creditsHint')}
          min={0}
          form={form}
          name="credits"
        />
        <FormNumberField
          className="col-6 col-md-4"
          label={t('gifts.fields.position')}
          min={0}
          form={form}
          name="position"
        />
        <PictureInput form={form} />
        <NamesFields
          input={(language, { key, ...props }) => (
            <FormTextField key={key} {...props} form={form} name={`names.${language}`} />
          )}
        />
        <div className="col-12">
          <FormOutcome form={form} />
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

type TPictureForm = Pick<UseFormReturn<TNewGiftDraft, unknown, unknown>, 'control'>;

/** The picture file as the form holds it (a file input cannot be given a value, only read). */
function usePictureField(form: TPictureForm) {
  const { field, fieldState } = useController({ control: form.control, name: 'picture' });
  return {
    inputRef: field.ref,
    choose: (file: File | null) => field.onChange(file),
    leave: field.onBlur,
    message: fieldState.error?.message,
  };
}

function PictureInput({ form }: { form: TPictureForm }) {
  const { t } = useTranslation('console-sites');
  const { inputRef, choose, leave, message } = usePictureField(form);
  return (
    <div className="col-12">
      <label className="form-label" htmlFor="new-gift-picture">
        {t('gifts.fields.picture')}
      </label>
      <input
        id="new-gift-picture"
        ref={inputRef}
        type="file"
        accept={GIFT_PICTURE_TYPES}
        className={`form-control ${message ? 'is-invalid' : ''}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={`new-gift-picture-hint${message ? ' new-gift-picture-errors' : ''}`}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
        onBlur={leave}
        required
      />
      <div id="new-gift-picture-hint" className="form-text">
        {t('gifts.pictureHint')}
      </div>
      {message && (
        <div id="new-gift-picture-errors" className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </div>
  );
}

/** Names, price and place of an existing gift (its key stays: messages refer to it). */
export function EditGiftForm({ gift, onClose }: { gift: TAdminGift; onClose(): void }) {
  const { t } = useTranslation('console-sites');
  const form = useSchemaForm(ZEditGiftDraft, {
    defaultValues: { names: gift.names, credits: gift.credits, position: gift.position },
  });
  const update = useAdminChange<object, { gift: TAdminGift }>('PUT', '/api/admin/gifts.php');
  const submit = form.handleSubmit((values) =>
    update.mutate({ key: gift.key, ...values }, { onSuccess: onClose, onError: (error) => showRefusal(error, form) }),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="row g-2"
      aria-label={t('gifts.editLabel', { key: gift.key })}
    >
      <FormNumberField
        className="col-6"
        label={t('gifts.fields.credits')}
        hint={t('gifts.creditsHint')}
        min={0}
        form={form}
        name="credits"
      />
      <FormNumberField className="col-6" label={t('gifts.fields.position')} min={0} form={form} name="position" />
      <NamesFields
        input={(language, { key, ...props }) => (
          <FormTextField key={key} {...props} form={form} name={`names.${language}`} />
        )}
      />
      <div className="col-12">
        <FormOutcome form={form} />
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
