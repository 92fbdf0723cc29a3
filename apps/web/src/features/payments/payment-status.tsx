import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TUser } from '@app/shared';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { formatCents } from '../credits/credits-format';
import { usePackages } from '../credits/credits.queries';
import { PaymentCompleted, PaymentNotDone, PaymentWaiting, RecurringFailed } from './payment-outcome';
import { paymentView } from './payment-status-rules';
import { ORDER_POLL_LIMIT_MS, useOrder, useTransaction } from './payments.queries';
import { Receipt } from './receipt';
import { StatusBadge } from './status-badge';
import { pathTo } from '../../routes';

/** After two minutes of polling we stop and say it may take longer; "check again" starts over. */
function usePollingWindow() {
  const [round, setRound] = useState(0);
  const [over, setOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), ORDER_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);
  return {
    over,
    restart: () => {
      setOver(false);
      setRound((value) => value + 1);
    },
  };
}

/** /transactions/{id}: the payment status page (spec points 4 and 8). */
export function PaymentStatus({ id, user }: { id: string; user: TUser }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const polling = usePollingWindow();
  const order = useOrder(id, !polling.over);
  const packages = usePackages();
  // Not one of the member's orders (404), or not an order id at all (400).
  const unknown = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  const loadError = unknown ? 'notFound' : order.error ? 'other' : null;
  const view = paymentView({
    order: order.data,
    loadError,
    returned: search.get('return') === '1',
    cancelled: search.get('cancelled') === '1',
    pollingOver: polling.over,
  });
  const paid = view === 'completed' || view === 'refunded';
  const transaction = useTransaction(id, paid);

  // A purchase that completed changes the balance and premium status everywhere, and the saved method.
  useEffect(() => {
    if (view !== 'completed') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    void queryClient.invalidateQueries({ queryKey: queryKeys.allPackages });
    void queryClient.invalidateQueries({ queryKey: queryKeys.transactions });
    queryClient.removeQueries({ queryKey: queryKeys.welcomeDiscount });
  }, [view, queryClient]);

  if (view === 'loading') return <div className="py-5" aria-busy="true" />;
  if (view === 'notFound' || view === 'loadFailed' || !order.data)
    return (
      <div className="alert alert-warning" role="alert">
        {view === 'notFound' ? t('payments.notFound') : t('credits.loadFailed')}{' '}
        <Link to={pathTo('transactions')}>{t('payments.toTransactions')}</Link>
      </div>
    );
  const current = order.data;

  return (
    <div className="payment-status">
      <p className="payment-status-meta">
        <StatusBadge status={current.status} />
        <span>{t('credits.creditsCount', { count: current.credits })}</span>
        <span>{formatCents(current.amount_cents, current.currency, i18n.language)}</span>
        <span>{formatDate(current.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</span>
      </p>
      {view === 'completed' && <PaymentCompleted order={current} user={user} />}
      {view === 'refunded' && (
        <div className="alert alert-info" role="status">
          {t('payments.refundedText')}
        </div>
      )}
      {(view === 'failed' || view === 'cancelled') && (
        <PaymentNotDone order={current} methods={packages.data?.methods ?? []} cancelled={view === 'cancelled'} />
      )}
      {view === 'recurringFailed' && <RecurringFailed order={current} />}
      {(view === 'pending' || view === 'confirming' || view === 'slow') && (
        <PaymentWaiting
          view={view}
          onCheckAgain={() => {
            polling.restart();
            void order.refetch();
          }}
        />
      )}
      {paid && transaction.data?.transactions[0] && (
        <div className="mt-4">
          <Receipt transaction={transaction.data.transactions[0]} />
        </div>
      )}
      <p className="text-center mt-4 no-print">
        <Link to={pathTo('transactions')}>{t('payments.allPurchases')}</Link>
      </p>
    </div>
  );
}
