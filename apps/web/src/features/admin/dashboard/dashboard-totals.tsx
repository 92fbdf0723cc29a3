import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rate, type TCurrencyTotal, type TTotals } from './dashboard-data';
import type { TFormatters } from './dashboard-format';

function Total({
  label,
  testId,
  children,
  note,
}: {
  label: string;
  testId: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="col">
      <dl className="console-card h-100 mb-0" data-testid={testId}>
        <dt className="small text-body-secondary fw-normal">{label}</dt>
        <dd className="mb-0">
          <span className="fs-4 fw-semibold d-block">{children}</span>
          {note && <span className="small text-body-secondary">{note}</span>}
        </dd>
      </dl>
    </div>
  );
}

/** The period's totals: members, conversion, revenue per currency, messages, answers, complaints. */
export function DashboardTotals({
  totals,
  currencies,
  format,
}: {
  totals: TTotals;
  currencies: TCurrencyTotal[];
  format: TFormatters;
}) {
  const { t } = useTranslation('console-dashboard');
  const share = (part: number, whole: number) => {
    const fraction = rate(part, whole);
    return fraction === null ? t('totals.notApplicable') : format.percent(fraction);
  };
  const refunded = currencies.filter((currency) => currency.refunded_cents > 0);

  return (
    <section aria-labelledby="dashboard-totals-title" className="mb-3">
      <h2 id="dashboard-totals-title" className="visually-hidden">
        {t('totals.label')}
      </h2>
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3">
        <Total label={t('totals.signups')} testId="total-signups">
          {format.number(totals.signups)}
        </Total>
        <Total
          label={t('totals.activations')}
          testId="total-activations"
          note={t('totals.activationRate', { rate: share(totals.activations, totals.signups) })}
        >
          {format.number(totals.activations)}
        </Total>
        <Total
          label={t('totals.firstPurchases')}
          testId="total-first-purchases"
          note={t('totals.conversion', { rate: share(totals.first_purchases, totals.signups) })}
        >
          {format.number(totals.first_purchases)}
        </Total>
        <Total
          label={t('totals.revenue')}
          testId="total-revenue"
          note={refunded.map((currency) => (
            <span key={currency.currency} className="d-block">
              {t('totals.refunded', { amount: format.cents(currency.refunded_cents, currency.currency) })}
            </span>
          ))}
        >
          {currencies.length === 0
            ? t('totals.noRevenue')
            : currencies.map((currency) => (
                <span key={currency.currency} className="d-block">
                  {format.cents(currency.amount_cents, currency.currency)}
                </span>
              ))}
        </Total>
        <Total label={t('totals.messages')} testId="total-messages">
          {format.number(totals.messages)}
        </Total>
        <Total
          label={t('totals.answered5m')}
          testId="total-answered"
          note={t('totals.answeredShare', {
            rate: share(totals.answered_within_5m, totals.operator_replies),
            count: totals.operator_replies,
          })}
        >
          {format.number(totals.answered_within_5m)}
        </Total>
        <Total label={t('totals.complaints')} testId="total-complaints">
          {format.number(totals.complaints)}
        </Total>
      </div>
    </section>
  );
}
