import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TAdminDiscountCode, TAdminSiteRow } from '@app/shared';
import { countryName, formatDate, formatMoney } from '../../../lib/format';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { DiscountForm } from './discount-form';
import { currencyDigits } from './form-values';
import { ChangeOutcome, ConfirmButton, Pager, ScreenHeader } from './parts';
import { useAdminChange, useAdminSites, useDiscounts } from './site-admin.queries';
import './sites.scss';

/** `/admin/discounts`: discount codes with their redemptions; new codes; switch off or expire one. */
export function DiscountsPage() {
  const { t } = useTranslation('console-sites');
  const sites = useAdminSites();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const site = params.get('site') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const codes = useDiscounts({ site: site ? Number(site) : undefined, q: q || undefined, page });
  const siteList = sites.data?.sites ?? [];

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
    const form = new FormData(event.currentTarget);
    update({ site: String(form.get('site') ?? ''), q: String(form.get('q') ?? '').trim(), page: '' });
  }

  return (
    <>
      <ScreenHeader title={t('discounts.title')} lead={t('discounts.lead')}>
        {!adding && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('discounts.add')}
          </button>
        )}
      </ScreenHeader>
      {adding && <DiscountForm sites={siteList} onClose={() => setAdding(false)} />}
      <form key={`${site}|${q}`} className="console-card row g-2 align-items-end mx-0" role="search" onSubmit={search}>
        <div className="col-12 col-sm-5 col-lg-4">
          <label className="form-label" htmlFor="discount-site">
            {t('discounts.fields.site')}
          </label>
          <select id="discount-site" name="site" className="form-select" defaultValue={site}>
            <option value="">{t('discounts.allSites')}</option>
            {siteList.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-5 col-lg-4">
          <label className="form-label" htmlFor="discount-q">
            {t('discounts.search')}
          </label>
          <input id="discount-q" name="q" type="search" className="form-control" defaultValue={q} />
        </div>
        <div className="col-12 col-sm-2">
          <button type="submit" className="btn btn-outline-primary w-100">
            {t('common.filter')}
          </button>
        </div>
      </form>
      {codes.isPending ? (
        <Loading />
      ) : codes.error ? (
        <ConsoleMessage tone="danger" onRetry={() => void codes.refetch()}>
          {errorMessage(codes.error)}
        </ConsoleMessage>
      ) : codes.data.codes.length === 0 ? (
        <ConsoleMessage>{t('discounts.none')}</ConsoleMessage>
      ) : (
        <div className="console-card p-0">
          <div className="table-responsive site-admin-scroll" tabIndex={0}>
            <table className="table align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('discounts.fields.code')}</th>
                  <th scope="col">{t('discounts.fields.value')}</th>
                  <th scope="col">{t('discounts.conditions')}</th>
                  <th scope="col">{t('discounts.fields.expires')}</th>
                  <th scope="col">{t('discounts.redemptions')}</th>
                  <th scope="col">{t('discounts.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {codes.data.codes.map((code) => (
                  <DiscountRow key={code.id} code={code} sites={siteList} />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <Pager page={page} hasMore={codes.data?.has_more ?? false} onPage={(next) => update({ page: String(next) })} />
    </>
  );
}

function DiscountRow({ code, sites }: { code: TAdminDiscountCode; sites: TAdminSiteRow[] }) {
  const { t, i18n } = useTranslation('console-sites');
  const common = useTranslation().t;
  const change = useAdminChange<object, { code: TAdminDiscountCode }>('PUT', '/api/admin/discounts.php');
  // The moment the row compares expiry with: when it was shown, and again after each change.
  const [now, setNow] = useState(() => Date.now());
  const expired = code.expires_at !== null && new Date(code.expires_at).getTime() <= now;
  const siteName =
    code.site_id === null
      ? t('discounts.everySite')
      : (sites.find((site) => site.id === code.site_id)?.name ?? `#${code.site_id}`);
  const conditions = [
    siteName,
    t(`discounts.validity.${code.validity}`),
    code.country && countryName(code.country, i18n.language),
    code.currency,
    code.minimum_order_cents > 0 &&
      t('discounts.minimum', {
        amount: code.currency
          ? formatMoney(code.minimum_order_cents / 10 ** currencyDigits(code.currency), code.currency, i18n.language)
          : (code.minimum_order_cents / 100).toFixed(2),
      }),
    code.paymentmethods?.map((method) => common(`paymentMethods.${method as 'card'}`)).join(', '),
    code.signup_window_seconds !== null &&
      t('discounts.welcome', { hours: Math.round(code.signup_window_seconds / 360) / 10 }),
    code.unpaid_only && t('discounts.fields.unpaidOnly'),
    code.user_id !== null && t('discounts.forUser', { id: code.user_id }),
  ].filter(Boolean);

  return (
    <tr className={code.status === 'active' && !expired ? undefined : 'text-body-secondary'}>
      <td>
        <code className="fs-6">{code.code}</code>
      </td>
      <td>{t('discounts.percent', { value: code.value_percentage })}</td>
      <td className="small">{conditions.join(' · ')}</td>
      <td className="text-nowrap">
        {code.expires_at
          ? formatDate(code.expires_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
          : t('discounts.never')}
      </td>
      <td>{code.redemptions}</td>
      <td>
        <span className={`badge ${code.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {t(`discounts.statuses.${code.status}`)}
        </span>
        {expired && <span className="badge text-bg-warning ms-1">{t('discounts.expired')}</span>}
      </td>
      <td className="text-end">
        <div className="d-inline-flex flex-wrap gap-1 justify-content-end">
          {!expired && (
            <ConfirmButton
              label={t('discounts.expire')}
              confirmLabel={t('discounts.expireConfirm', { code: code.code })}
              tone="warning"
              disabled={change.isPending}
              onConfirm={() =>
                change.mutate(
                  { id: code.id, expires_at: new Date().toISOString() },
                  { onSuccess: () => setNow(Date.now()) },
                )
              }
            />
          )}
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: code.id, status: code.status === 'active' ? 'disabled' : 'active' })}
          >
            {code.status === 'active' ? t('discounts.disable') : t('discounts.enable')}
          </button>
        </div>
        <ChangeOutcome error={change.error} />
      </td>
    </tr>
  );
}
