import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TAdminPackage } from '@app/shared';
import { formatMoney, formatNumber } from '../../../lib/format';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { SelectField } from './fields';
import { currencyDigits } from './form-values';
import { PackageForm, type TPackageValues } from './package-form';
import { ScreenHeader, StatusBadge } from './parts';
import { useAdminChange, usePackages } from './site-admin.queries';
import { SitePicker, useChosenSite } from './site-picker';
import './sites.scss';

/** `/admin/prices`: the credit packages of a site per currency: add, change, take off sale and back. */
export function PricesPage() {
  const { t } = useTranslation('console-sites');
  const { sites, list, site, choose } = useChosenSite();
  if (sites.isPending) return <Loading />;
  if (sites.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void sites.refetch()}>
        {errorMessage(sites.error)}
      </ConsoleMessage>
    );
  if (!site) return <ConsoleMessage>{t('common.noSites')}</ConsoleMessage>;
  return (
    <>
      <ScreenHeader title={t('prices.title')} lead={t('prices.lead')} />
      <SitePackages key={site.id} siteId={site.id} siteCurrency={site.currency}>
        <SitePicker list={list} site={site} onChoose={choose} />
      </SitePackages>
    </>
  );
}

function SitePackages({
  siteId,
  siteCurrency,
  children,
}: {
  siteId: number;
  siteCurrency: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('console-sites');
  const packages = usePackages(siteId);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('currency') ?? '';
  const [adding, setAdding] = useState(false);
  const create = useAdminChange<object, { package: TAdminPackage }>('POST', '/api/admin/packages.php');

  if (packages.isPending || packages.error)
    return (
      <>
        <div className="row g-3 mb-3">{children}</div>
        {packages.error ? (
          <ConsoleMessage tone="danger" onRetry={() => void packages.refetch()}>
            {errorMessage(packages.error)}
          </ConsoleMessage>
        ) : (
          <Loading />
        )}
      </>
    );
  const byCurrency = new Map<string, TAdminPackage[]>();
  for (const pack of packages.data.packages)
    byCurrency.set(pack.currency, [...(byCurrency.get(pack.currency) ?? []), pack]);
  const currencies = [...byCurrency.keys()].sort((a, b) =>
    a === siteCurrency ? -1 : b === siteCurrency ? 1 : a.localeCompare(b),
  );

  // A currency this site has no packages in (after switching sites) shows them all.
  const shown = currencies.includes(wanted) ? wanted : '';
  const chooseCurrency = (currency: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (currency) next.set('currency', currency);
        else next.delete('currency');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <div className="row g-3 mb-3">
        {children}
        <SelectField
          className="col-12 col-sm-6 col-lg-3"
          label={t('prices.fields.currency')}
          value={shown}
          onChange={chooseCurrency}
          options={[
            { value: '', label: t('prices.allCurrencies') },
            ...currencies.map((currency) => ({ value: currency, label: currency })),
          ]}
        />
      </div>
      <div className="console-card">
        {adding ? (
          <>
            <h2 className="h5">{t('prices.new')}</h2>
            <PackageForm
              initial={{
                currency: siteCurrency,
                credits: null,
                price_cents: null,
                style: 'p0',
                best_value: false,
                position: 0,
              }}
              currencyFixed={false}
              pending={create.isPending}
              error={create.error}
              submitLabel={t('prices.create')}
              onSubmit={(values) => create.mutate({ site: siteId, ...values }, { onSuccess: () => setAdding(false) })}
              onCancel={() => {
                create.reset();
                setAdding(false);
              }}
            />
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('prices.add')}
          </button>
        )}
      </div>
      {currencies.length === 0 && <ConsoleMessage>{t('prices.none')}</ConsoleMessage>}
      {currencies
        .filter((currency) => !shown || currency === shown)
        .map((currency) => (
          <CurrencyTable key={currency} currency={currency} packages={byCurrency.get(currency) ?? []} />
        ))}
    </>
  );
}

function CurrencyTable({ currency, packages }: { currency: string; packages: TAdminPackage[] }) {
  const { t } = useTranslation('console-sites');
  return (
    <section className="console-card p-0" aria-label={t('prices.inCurrency', { currency })}>
      <h2 className="h5 px-3 pt-3">{currency}</h2>
      <div className="table-responsive site-admin-scroll" tabIndex={0}>
        <table className="table align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{t('prices.fields.position')}</th>
              <th scope="col">{t('prices.fields.credits')}</th>
              <th scope="col">{t('prices.fields.price')}</th>
              <th scope="col">{t('prices.perCredit')}</th>
              <th scope="col">{t('prices.fields.style')}</th>
              <th scope="col">{t('prices.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {packages.map((pack) => (
              <PackageRow key={pack.id} pack={pack} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PackageRow({ pack }: { pack: TAdminPackage }) {
  const { t, i18n } = useTranslation('console-sites');
  const [editing, setEditing] = useState(false);
  const update = useAdminChange<object, { package: TAdminPackage }>('PUT', '/api/admin/packages.php');
  const disable = useAdminChange<object, { package: TAdminPackage }>('DELETE', '/api/admin/packages.php');
  const money = (cents: number) =>
    formatMoney(cents / 10 ** currencyDigits(pack.currency), pack.currency, i18n.language);
  const label = t('prices.packageLabel', { credits: pack.credits, price: money(pack.price_cents) });

  if (editing)
    return (
      <tr>
        <td colSpan={7}>
          <PackageForm
            initial={{
              currency: pack.currency,
              credits: pack.credits,
              price_cents: pack.price_cents,
              style: pack.style,
              best_value: pack.best_value,
              position: pack.position,
            }}
            currencyFixed
            pending={update.isPending}
            error={update.error}
            submitLabel={t('prices.saveLabel', { label })}
            onSubmit={({ currency: _currency, ...values }: TPackageValues) =>
              update.mutate({ id: pack.id, ...values }, { onSuccess: () => setEditing(false) })
            }
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        </td>
      </tr>
    );

  const failed = disable.error ?? update.error;
  return (
    <tr className={pack.active ? undefined : 'text-body-secondary'}>
      <td>{pack.position}</td>
      <td className="fw-semibold">{formatNumber(pack.credits, i18n.language)}</td>
      <td>{money(pack.price_cents)}</td>
      <td>{money(Math.round(pack.price_cents / pack.credits))}</td>
      <td>
        {pack.style}
        {pack.best_value && <span className="badge text-bg-warning ms-2">{t('prices.fields.bestValue')}</span>}
      </td>
      <td>
        <StatusBadge on={pack.active} onLabel={t('prices.onSale')} offLabel={t('prices.offSale')} />
      </td>
      <td className="text-end text-nowrap">
        <div className="d-inline-flex flex-wrap gap-1 justify-content-end">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={t('prices.editLabel', { label })}
            onClick={() => setEditing(true)}
          >
            {t('common.edit')}
          </button>
          {pack.active ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('prices.disableLabel', { label })}
              disabled={disable.isPending}
              onClick={() => disable.mutate({ id: pack.id })}
            >
              {t('prices.disable')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-sm btn-outline-success"
              aria-label={t('prices.enableLabel', { label })}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: pack.id, active: true })}
            >
              {t('prices.enable')}
            </button>
          )}
        </div>
        {failed && (
          <div className="text-danger small text-wrap" role="alert">
            {errorMessage(failed)}
          </div>
        )}
      </td>
    </tr>
  );
}
