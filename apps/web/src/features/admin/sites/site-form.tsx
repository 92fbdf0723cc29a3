import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminSite } from '@app/shared';
import { queryKeys } from '../../../lib/query-keys';
import { changedValues, fieldErrorsOf } from './form-values';
import { ChangeOutcome, ScreenHeader } from './parts';
import { useAdminChange } from './site-admin.queries';
import { DomainSections, SupportSection } from './site-general-sections';
import { CreditSection, MarketSection, MessageCostSection } from './site-market-sections';
import { FictionalSection, ProfileSection } from './site-profile-sections';
import type { TSiteDraft } from './site-section-props';

/** What the server keeps to itself: never sent back. */
type TEditable = Omit<TSiteDraft, 'id' | 'is_default' | 'created_at' | 'updated_at'>;

function editable(site: TSiteDraft): TEditable {
  const { id: _id, is_default: _default, created_at: _created, updated_at: _updated, ...rest } = site;
  return rest;
}

/**
 * The settings of a site as a draft: only what changed is sent (the audit log then lists exactly
 * that), the server validates and answers per field; members see the change with their next load.
 */
export function SiteForm({ site }: { site: TAdminSite }) {
  const { t } = useTranslation('console-sites');
  const [saved, setSaved] = useState(site);
  const [draft, setDraft] = useState<TSiteDraft>(site);
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const save = useAdminChange<object, { site: TAdminSite }>('PUT', '/api/admin/site.php');
  const fields = fieldErrorsOf(save.error);
  const changes = changedValues(editable(saved), editable(draft));
  const changed = Object.keys(changes).length;

  const set: <K extends keyof TSiteDraft>(key: K, value: TSiteDraft[K]) => void = (key, value) => {
    setDone(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (changed === 0) return setDone('unchanged');
    save.mutate(
      { id: site.id, ...changes },
      {
        onSuccess: (answer) => {
          setSaved(answer.site);
          setDraft(answer.site);
          setDone('saved');
          // The console runs on one of the sites: its own member pages read the new settings too.
          void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
        },
        // The first field the server named comes into view, its message beside it.
        onError: () =>
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
      },
    );
  }

  function undo() {
    save.reset();
    setDone(null);
    setDraft(saved);
  }

  const props = { draft, set, fields };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t('site.formLabel', { site: saved.name })}>
      <ScreenHeader title={saved.name} lead={t('site.lead', { domain: saved.domain })} />
      <DomainSections {...props} />
      <MarketSection {...props} />
      <MessageCostSection {...props} />
      <CreditSection {...props} />
      <ProfileSection {...props} />
      <FictionalSection {...props} />
      <SupportSection {...props} />
      <div className="site-admin-savebar">
        <div className="w-100">
          <ChangeOutcome
            error={save.error}
            fields={fields}
            shown={Object.keys(editable(saved))}
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
