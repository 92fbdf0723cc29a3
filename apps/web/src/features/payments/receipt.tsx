import { useTranslation } from 'react-i18next';
import type { TTransaction } from '@app/shared';
import { countryName, formatDate } from '../../lib/format';
import { formatCents } from '../credits/credits-format';

/** A printable receipt of a paid purchase: number, date, item, amounts, method and the seller. */
export function Receipt({ transaction }: { transaction: TTransaction }) {
  const { t, i18n } = useTranslation();
  const receipt = transaction.receipt;
  if (!receipt) return null;
  const language = i18n.language;
  const money = (cents: number) => formatCents(cents, transaction.currency, language);
  const { company } = receipt;

  return (
    <section className="receipt card border-0 shadow-sm" aria-labelledby="receipt-title" data-testid="receipt">
      <div className="card-body p-3 p-sm-4">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h2 className="h5 mb-1" id="receipt-title">
              {t('payments.receipt.title')}
            </h2>
            <p className="small text-body-secondary mb-0">{receipt.site_name}</p>
          </div>
          <button type="button" className="btn btn-sm btn-outline-secondary no-print" onClick={() => window.print()}>
            {t('payments.receipt.print')}
          </button>
        </div>
        <dl className="receipt-facts">
          <dt>{t('payments.receipt.number')}</dt>
          <dd>{receipt.number}</dd>
          <dt>{t('payments.receipt.date')}</dt>
          <dd>{formatDate(receipt.date, language, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          <dt>{t('payments.receipt.item')}</dt>
          <dd>{t('credits.creditsCount', { count: transaction.credits })}</dd>
          <dt>{t('payments.receipt.price')}</dt>
          <dd>{money(transaction.list_price_cents)}</dd>
          {transaction.discount_cents > 0 && (
            <>
              <dt>
                {t('payments.receipt.discount')}
                {transaction.discount_code && (
                  <span className="d-block small text-body-secondary">{transaction.discount_code}</span>
                )}
              </dt>
              <dd>−{money(transaction.discount_cents)}</dd>
            </>
          )}
          <dt className="fw-bold">{t('payments.receipt.paid')}</dt>
          <dd className="fw-bold">{money(transaction.amount_cents)}</dd>
          <dt>{t('payments.receipt.method')}</dt>
          <dd>{t(`paymentMethods.${transaction.method}`)}</dd>
          {transaction.refunded_at && (
            <>
              <dt>{t('payments.receipt.refunded')}</dt>
              <dd>{formatDate(transaction.refunded_at, language, { dateStyle: 'long' })}</dd>
            </>
          )}
        </dl>
        <address className="receipt-company mb-0" data-testid="receipt-company">
          <strong>{company.name}</strong>
          {company.tradenames.length > 0 && (
            <span className="d-block small">
              {t('payments.receipt.tradenames', { names: company.tradenames.join(', ') })}
            </span>
          )}
          <span className="d-block">{company.address}</span>
          <span className="d-block">
            {company.city}, {countryName(company.country, language)}
          </span>
          <span className="d-block small">{t('payments.receipt.kvk', { number: company.kvk })}</span>
          {company.vat_numbers.map((vat) => (
            <span className="d-block small" key={vat}>
              {t('payments.receipt.vat', { number: vat })}
            </span>
          ))}
        </address>
      </div>
    </section>
  );
}
