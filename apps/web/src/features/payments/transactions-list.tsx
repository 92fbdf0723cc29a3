import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { formatCents } from '../credits/credits-format';
import { LoadFailed } from '../credits/load-failed';
import { useTransactions } from './payments.queries';
import { StatusBadge } from './status-badge';
import { pathTo } from '../../routes';

/** /transactions: every purchase with its date, package, amount and status, each linking to its page. */
export function TransactionsList() {
  const { t, i18n } = useTranslation();
  const transactions = useTransactions();
  if (transactions.isError) return <LoadFailed onRetry={() => void transactions.refetch()} />;
  if (!transactions.data) return <div className="py-5" aria-busy="true" />;
  const list = transactions.data.transactions;
  if (list.length === 0)
    return (
      <div className="text-center py-5">
        <p className="lead">{t('payments.noPurchases')}</p>
        <Link className="btn btn-primary" to={pathTo('credits')}>
          {t('screens.credits')}
        </Link>
      </div>
    );

  return (
    <>
      <ul className="list-group transactions-list" aria-label={t('payments.allPurchases')}>
        {list.map((order) => (
          <li className="list-group-item p-0" key={order.id}>
            <Link className="transaction-row" to={pathTo('transactions', { id: order.id })}>
              <span className="transaction-main">
                <span className="fw-semibold d-block">{t('credits.creditsCount', { count: order.credits })}</span>
                <span className="small text-body-secondary">
                  {formatDate(order.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                  {' · '}
                  {t(`paymentMethods.${order.method}`)}
                </span>
              </span>
              <span className="transaction-side">
                <span className="fw-semibold">{formatCents(order.amount_cents, order.currency, i18n.language)}</span>
                <StatusBadge status={order.status} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary mt-3">
        {t('payments.refundNote', { count: transactions.data.refund_days })}{' '}
        <Link to={pathTo('pages-return-policy')}>{t('credits.refundPolicy')}</Link>
      </p>
    </>
  );
}
