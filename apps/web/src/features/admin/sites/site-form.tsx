import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminSite } from '@app/shared';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { queryKeys } from '../../../lib/query-keys';
import { FormOutcome, showRefusal } from './form-refusal';
import { ScreenHeader } from './parts';
import { useAdminChange } from './site-admin.queries';
import { changedSettings, draftOf, ZSiteDraft, type TSiteChanges, type TSiteDraft } from './site-draft';
import { ContactDetailsSection } from './site-contact-section';
import { RiskSection } from './site-risk-section';
import { DomainSections, SupportSection } from './site-general-sections';
import { CreditSection, MarketSection, MessageCostSection } from './site-market-sections';
import { FictionalSection, ProfileSection } from './site-profile-sections';

/** The checked settings whose inputs differ from the saved ones: all a PUT sends. */
function changesOf(saved: TAdminSite, draft: TSiteDraft, settings: TSiteChanges): Partial<TSiteChanges> {
  const changed = new Set(changedSettings(saved, draft));
  return Object.fromEntries(Object.entries(settings).filter(([key]) => changed.has(key)));
}

/**
 * The settings of a site as a draft, checked with the server's rules: only what changed is sent (the
 * audit log then lists exactly that); members see the change with their next load.
 */
export function SiteForm({ site }: { site: TAdminSite }) {
  const { t } = useTranslation('console-sites');
  const [saved, setSaved] = useState(site);
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);
  const form = useSchemaForm(ZSiteDraft, { defaultValues: draftOf(site) });
  const queryClient = useQueryClient();
  const save = useAdminChange<object, { site: TAdminSite }>('PUT', '/api/admin/site.php');
  const changed = changedSettings(saved, form.watch()).length;

  const submit = form.handleSubmit((settings) => {
    const changes = changesOf(saved, form.getValues(), settings);
    if (Object.keys(changes).length === 0) return setDone('unchanged');
    save.mutate(
      { id: site.id, ...changes },
      {
        onSuccess: (answer) => {
          setSaved(answer.site);
          form.reset(draftOf(answer.site));
          setDone('saved');
          // The console runs on one of the sites: its own member pages read the new settings too.
          void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
        },
        onError: (error) => showRefusal(error, form),
      },
    );
  });

  function undo() {
    setDone(null);
    form.reset(draftOf(saved));
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onChange={() => setDone(null)}
      noValidate
      aria-label={t('site.formLabel', { site: saved.name })}
    >
      <ScreenHeader title={saved.name} lead={t('site.lead', { domain: saved.domain })} />
      <DomainSections form={form} />
      <MarketSection form={form} />
      <MessageCostSection form={form} />
      <CreditSection form={form} />
      <ContactDetailsSection form={form} />
      <RiskSection form={form} />
      <ProfileSection form={form} />
      <FictionalSection form={form} />
      <SupportSection form={form} />
      <div className="site-admin-savebar">
        <div className="w-100">
          <FormOutcome
            form={form}
            done={done === 'saved' ? t('site.saved') : done === 'unchanged' ? t('site.unchanged') : null}
          />
        </div>
        <span className="small text-body-secondary me-auto" aria-live="polite">
          {changed > 0 ? t('site.changes', { count: changed }) : t('site.noChanges')}
        </span>
        <button type="button" className="btn btn-outline-secondary" disabled={changed === 0} onClick={undo}>
          {t('site.undo')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('site.save')}
        </button>
      </div>
    </form>
  );
}
