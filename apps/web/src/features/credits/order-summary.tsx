import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPackage } from '@app/shared';
import { formatCents, formatPercent } from './credits-format';
import type { TOrderSummary } from './order-summary-rules';

/** Price, discount and total of the order being made (display only: the server sets the price). */
export function OrderSummary({
  pack,
  summary,
  code,
  children,
  note,
}: {
  pack: TPackage;
  summary: TOrderSummary;
  code: string | null;
  children?: ReactNode;
  note?: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatCents(cents, pack.currency, i18n.language);
  return (
    <section className="order-summary card border-0 shadow-sm" aria-labelledby="order-summary-title">
      <div className="card-body p-3 p-sm-4">
        <h2 className="h5 mb-3" id="order-summary-title">
          {t('payments.summaryTitle')}
        </h2>
        <dl className="order-summary-rows mb-3">
          <dt>
            {t('credits.creditsCount', { count: pack.credits })}
            <span className="d-block small text-body-secondary fw-normal">{t(`credits.tiers.${pack.style}`)}</span>
          </dt>
          <dd>{money(summary.listCents)}</dd>
          {summary.percent !== null && (
            <>
              <dt className="text-success">
                {t('payments.discountRow', { code, percent: formatPercent(summary.percent, i18n.language) })}
              </dt>
              <dd className="text-success">−{money(summary.discountCents)}</dd>
            </>
          )}
          <dt className="order-summary-total">{t('payments.total')}</dt>
          <dd className="order-summary-total" data-testid="order-total">
            {money(summary.totalCents)}
          </dd>
        </dl>
        {children}
        {note && <p className="small text-body-secondary mt-3 mb-0">{note}</p>}
      </div>
    </section>
  );
}
