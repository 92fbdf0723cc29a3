import { useTranslation } from 'react-i18next';
import { POSTBACK_EVENTS, type TAdminPostbackTemplate } from '@app/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormSection } from '../sites/fields';
import { FormSelectField, FormSwitchField, FormTextField } from '../sites/form-fields';
import { FormOutcome, showRefusal } from '../sites/form-refusal';
import { useAdminChange } from '../sites/site-admin.queries';
import { payoutDraft, ZPostbackDraft } from './postback-draft';

/** A new template for a site, or a change to one: network, event, address with macros, fixed payout. */
export function PostbackForm({
  site,
  template,
  onClose,
}: {
  site: number;
  template?: TAdminPostbackTemplate;
  onClose(): void;
}) {
  const { t } = useTranslation('console-postbacks');
  const form = useSchemaForm(ZPostbackDraft, {
    defaultValues: {
      network: template?.network ?? '',
      event: template?.event ?? 'signup',
      url: template?.url ?? '',
      fixed_payout: payoutDraft(template?.fixed_payout_cents ?? null),
      active: template?.active ?? true,
    },
  });
  const save = useAdminChange<object, { postback: TAdminPostbackTemplate }>(
    template ? 'PUT' : 'POST',
    '/api/admin/postbacks.php',
  );
  const submit = form.handleSubmit((values) =>
    save.mutate(template ? { ...values, id: template.id } : { ...values, site }, {
      onSuccess: onClose,
      onError: (error) => showRefusal(error, form, { postback_host_not_allowed: 'url', postback_macro_unknown: 'url' }),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-3" aria-label={t('form.title')}>
      <FormSection title={template ? t('form.editTitle') : t('form.title')} lead={t('form.lead')}>
        <FormTextField
          className="col-12 col-md-4"
          label={t('fields.network')}
          hint={t('form.networkHint')}
          form={form}
          name="network"
          spellCheck={false}
          required
        />
        <FormSelectField
          className="col-12 col-md-4"
          label={t('fields.event')}
          form={form}
          name="event"
          options={POSTBACK_EVENTS.map((event) => ({ value: event, label: t(`events.${event}`) }))}
        />
        <FormTextField
          className="col-12 col-md-4"
          label={t('fields.payout')}
          hint={t('form.payoutHint')}
          inputMode="decimal"
          form={form}
          name="fixed_payout"
        />
        <FormTextField
          className="col-12"
          label={t('fields.url')}
          hint={t('form.urlHint')}
          type="url"
          form={form}
          name="url"
          spellCheck={false}
          required
        />
        <FormSwitchField className="col-12" label={t('fields.active')} form={form} name="active" />
        <div className="col-12">
          <FormOutcome form={form} />
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {t('form.save')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('form.cancel')}
            </button>
          </div>
        </div>
      </FormSection>
    </form>
  );
}
