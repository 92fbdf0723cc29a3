import type { TAdminRevenueRow, TAdminTrafficRow } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { rate } from './dashboard-data';
import type { TFormatters } from './dashboard-format';

/** Revenue per currency and payment method: orders, revenue, refunds and what remains. */
export function RevenueTable({ rows, format }: { rows: TAdminRevenueRow[]; format: TFormatters }) {
  const { t } = useTranslation('console-dashboard');
  // The member site's catalogue names the payment methods.
  const { t: common } = useTranslation();
  const methodName = (method: string) => common(`paymentMethods.${method}` as never, { defaultValue: method });

  return (
    <section className="console-card" aria-labelledby="dashboard-methods-title">
      <h2 id="dashboard-methods-title" className="h6">
        {t('methods.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('methods.empty')}</p>
      ) : (
        <div className="table-responsive" tabIndex={0}>
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('methods.currency')}</th>
                <th scope="col">{t('methods.method')}</th>
                <th scope="col" className="text-end">
                  {t('methods.orders')}
                </th>
                <th scope="col" className="text-end">
                  {t('methods.amount')}
                </th>
                <th scope="col" className="text-end">
                  {t('methods.refunded')}
                </th>
                <th scope="col" className="text-end">
                  {t('methods.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.currency}-${row.method}`}>
                  <td>{row.currency}</td>
                  <td>{methodName(row.method)}</td>
                  <td className="text-end">{format.number(row.orders)}</td>
                  <td className="text-end text-nowrap">{format.cents(row.amount_cents, row.currency)}</td>
                  <td className="text-end text-nowrap">{format.cents(row.refunded_cents, row.currency)}</td>
                  <td className="text-end text-nowrap fw-semibold">
                    {format.cents(row.amount_cents - row.refunded_cents, row.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const SOURCE_COLUMNS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** Signups and first purchases by traffic source (network, ref, sub1 to sub3), the most signups first. */
export function TrafficTable({ rows, format }: { rows: TAdminTrafficRow[]; format: TFormatters }) {
  const { t } = useTranslation('console-dashboard');
  return (
    <section className="console-card" aria-labelledby="dashboard-traffic-title">
      <h2 id="dashboard-traffic-title" className="h6">
        {t('traffic.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('traffic.empty')}</p>
      ) : (
        <div className="table-responsive" tabIndex={0}>
          <table className="table table-sm table-striped align-middle mb-0" data-testid="traffic-table">
            <thead>
              <tr>
                {SOURCE_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`traffic.${column}`)}
                  </th>
                ))}
                <th scope="col" className="text-end">
                  {t('traffic.signups')}
                </th>
                <th scope="col" className="text-end">
                  {t('traffic.firstPurchases')}
                </th>
                <th scope="col" className="text-end">
                  {t('traffic.conversion')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const conversion = rate(row.first_purchases, row.signups);
                return (
                  <tr key={SOURCE_COLUMNS.map((column) => row[column]).join('\u0000')}>
                    {SOURCE_COLUMNS.map((column) => (
                      <td key={column} className="dashboard-source">
                        {row[column] || <span className="text-body-secondary">{t('traffic.none')}</span>}
                      </td>
                    ))}
                    <td className="text-end">{format.number(row.signups)}</td>
                    <td className="text-end">{format.number(row.first_purchases)}</td>
                    <td className="text-end">{conversion === null ? '' : format.percent(conversion)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows.length >= 200 && <p className="small text-body-secondary mt-2 mb-0">{t('traffic.capped')}</p>}
    </section>
  );
}
