import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TAdminSiteRow } from '@app/shared';
import { countryName } from '../../../lib/format';
import { useSettings } from '../../sites/sites.queries';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { FictionalForm } from './fictional-form';
import { FictionalPhotos } from './fictional-photos';
import { Pager, ScreenHeader } from './parts';
import { useFictionalList, useFictionalProfile } from './site-admin.queries';
import { SitePicker, useChosenSite } from './site-picker';
import './sites.scss';

/**
 * `/admin/fictional`: the fictional profiles of a site (`?site=`), one opened with `?user=`, a new one
 * with `?new=1`. They are always marked fictional, so members see the site's disclosure.
 */
export function FictionalPage() {
  const { t } = useTranslation('console-sites');
  const { sites, list, site, choose } = useChosenSite();
  const [params, setParams] = useSearchParams();
  const user = Number(params.get('user')) || null;
  const open = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      return next;
    });

  if (sites.isPending) return <Loading />;
  if (sites.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void sites.refetch()}>
        {errorMessage(sites.error)}
      </ConsoleMessage>
    );
  if (!site) return <ConsoleMessage>{t('common.noSites')}</ConsoleMessage>;
  const back = (
    <button type="button" className="btn btn-link px-0 mb-2" onClick={() => open({ user: null, new: null })}>
      {t('fictional.back', { site: site.name })}
    </button>
  );

  if (user)
    return (
      <>
        {back}
        <FictionalEditor userId={user} sites={list} />
      </>
    );
  if (params.get('new'))
    return (
      <>
        {back}
        <ScreenHeader title={t('fictional.new')} lead={t('fictional.newLead', { site: site.name })} />
        <FictionalForm site={site} profile={null} onCreated={(id) => open({ new: null, user: String(id) })} />
      </>
    );
  return (
    <>
      <ScreenHeader title={t('fictional.title')} lead={t('fictional.lead')}>
        <button type="button" className="btn btn-primary" onClick={() => open({ new: '1' })}>
          {t('fictional.add')}
        </button>
      </ScreenHeader>
      <div className="row mb-3">
        <SitePicker list={list} site={site} onChoose={choose} />
      </div>
      <FictionalList key={site.id} site={site} onOpen={(id) => open({ user: String(id) })} />
    </>
  );
}

function FictionalList({ site, onOpen }: { site: TAdminSiteRow; onOpen(userId: number): void }) {
  const { t, i18n } = useTranslation('console-sites');
  const common = useTranslation().t;
  const { cdn_prefix: cdnPrefix } = useSettings();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const profiles = useFictionalList({ site: site.id, q: q || undefined, page });
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      return next;
    });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim(), page: '' });
  }

  return (
    <>
      <form key={q} className="d-flex gap-2 mb-3" role="search" onSubmit={search}>
        <label className="visually-hidden" htmlFor="fictional-q">
          {t('fictional.search')}
        </label>
        <input
          id="fictional-q"
          name="q"
          type="search"
          className="form-control"
          placeholder={t('fictional.search')}
          defaultValue={q}
        />
        <button type="submit" className="btn btn-outline-primary">
          {t('common.filter')}
        </button>
      </form>
      {profiles.isPending ? (
        <Loading />
      ) : profiles.error ? (
        <ConsoleMessage tone="danger" onRetry={() => void profiles.refetch()}>
          {errorMessage(profiles.error)}
        </ConsoleMessage>
      ) : profiles.data.profiles.length === 0 ? (
        <ConsoleMessage>{t('fictional.none')}</ConsoleMessage>
      ) : (
        <div className="console-card p-0">
          <div className="table-responsive site-admin-scroll" tabIndex={0}>
            <table className="table table-hover align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('fictional.photo')}</span>
                  </th>
                  <th scope="col">{common('profileOptions.fields.name')}</th>
                  <th scope="col">{common('profileOptions.fields.age')}</th>
                  <th scope="col">{common('profileOptions.fields.gender')}</th>
                  <th scope="col">{t('fictional.place')}</th>
                  <th scope="col">{t('fictional.photoCount')}</th>
                  <th scope="col">{t('fictional.fields.status')}</th>
                </tr>
              </thead>
              <tbody>
                {profiles.data.profiles.map((profile) => (
                  <tr key={profile.user_id}>
                    <td>
                      {profile.thumb_filename ? (
                        <img
                          src={`${cdnPrefix}${profile.thumb_filename}`}
                          alt=""
                          width={40}
                          height={40}
                          className="site-admin-thumb"
                          loading="lazy"
                        />
                      ) : (
                        <span className="site-admin-thumb site-admin-thumb-empty" aria-hidden="true" />
                      )}
                    </td>
                    <td>
                      <Link
                        to={`?site=${site.id}&user=${profile.user_id}`}
                        className="fw-semibold"
                        onClick={(event) => {
                          event.preventDefault();
                          onOpen(profile.user_id);
                        }}
                      >
                        {profile.name}
                      </Link>
                    </td>
                    <td>{profile.age}</td>
                    <td>{common(`profileOptions.gender.${profile.gender as 'male'}`)}</td>
                    <td>{[profile.city, countryName(profile.country, i18n.language)].filter(Boolean).join(', ')}</td>
                    <td>{profile.photo_count}</td>
                    <td>
                      <span
                        className={`badge ${profile.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}
                      >
                        {t(`fictional.statuses.${profile.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <Pager page={page} hasMore={profiles.data?.has_more ?? false} onPage={(next) => update({ page: String(next) })} />
    </>
  );
}

function FictionalEditor({ userId, sites }: { userId: number; sites: TAdminSiteRow[] }) {
  const { t } = useTranslation('console-sites');
  const query = useFictionalProfile(userId);
  if (query.isPending || (query.isPlaceholderData && query.data?.profile.user_id !== userId)) return <Loading />;
  if (query.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ConsoleMessage>
    );
  const { profile } = query.data;
  const site = sites.find((entry) => entry.id === profile.site_id);
  if (!site) return <ConsoleMessage>{t('common.noSites')}</ConsoleMessage>;
  return (
    <>
      <ScreenHeader title={profile.name} lead={t('fictional.editLead', { site: site.name, id: profile.user_id })} />
      <FictionalPhotos profile={profile} />
      <FictionalForm key={profile.user_id} site={site} profile={profile} />
    </>
  );
}
