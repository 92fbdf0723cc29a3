import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TAdminSiteRow } from '@app/shared';
import { SelectField } from './fields';
import { useAdminSites } from './site-admin.queries';

/**
 * The site a screen works on, kept in the address (`?site=`) so a reload or a shared link shows the
 * same site; the first site until one is chosen.
 */
export function useChosenSite() {
  const sites = useAdminSites();
  const [params, setParams] = useSearchParams();
  const list = sites.data?.sites ?? [];
  const wanted = Number(params.get('site'));
  const site: TAdminSiteRow | undefined = list.find((entry) => entry.id === wanted) ?? list[0];
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('site', String(id));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { sites, list, site, choose };
}

export function SitePicker({
  list,
  site,
  onChoose,
  className = 'col-12 col-sm-6 col-lg-4',
}: {
  list: TAdminSiteRow[];
  site: TAdminSiteRow;
  onChoose(id: number): void;
  className?: string;
}) {
  const { t } = useTranslation('console-sites');
  return (
    <SelectField
      className={className}
      label={t('common.site')}
      value={String(site.id)}
      onChange={(value) => onChoose(Number(value))}
      options={list.map((entry) => ({ value: String(entry.id), label: `${entry.name} (${entry.domain})` }))}
    />
  );
}
