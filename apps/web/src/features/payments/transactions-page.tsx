import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { MemberOnly } from '../auth/member-only';
import { PaymentStatus } from './payment-status';
import { TransactionsList } from './transactions-list';
import { pathTo } from '../../routes';

/** /transactions/{id?}: one payment's status and receipt, or the list of every purchase. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const title = id ? t('payments.statusTitle') : t('screens.transactions');
  usePageTitle(title);
  return (
    <div className="container py-4 transactions-page" style={{ maxWidth: '48rem' }}>
      {id && (
        <p className="mb-2 no-print">
          <Link className="small" to={pathTo('transactions')}>
            <ArrowLeft className="icon-inline me-1" size="1em" aria-hidden="true" />
            {t('payments.allPurchases')}
          </Link>
        </p>
      )}
      <h1 className="h2 mb-3">{title}</h1>
      <MemberOnly>{(user) => (id ? <PaymentStatus key={id} id={id} user={user} /> : <TransactionsList />)}</MemberOnly>
    </div>
  );
}
