import { useTranslation } from 'react-i18next';
import type { TPendingOrder } from '@app/shared';
import { ApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { showToast } from '../../lib/toasts';
import { useCancelPayment, usePendingOrders } from './payments.queries';

function PendingOrder({ order }: { order: TPendingOrder }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelPayment();
  const amount = formatMoney(order.amount_cents / 100, order.currency, i18n.language);

  // The cancelled order leaves the list (and this item unmounts) before the mutation settles: mutate()'s own
  // callbacks would be dropped with the unmounted observer, so the toast follows the promise instead.
  function giveUp() {
    void cancel.mutateAsync(order.id).then(
      () => showToast({ message: t('payments.open.cancelled'), variant: 'success' }),
      (error: unknown) =>
        showToast({
          message: error instanceof ApiError && error.status < 500 ? error.message : t('toasts.genericError'),
          variant: 'danger',
        }),
    );
  }

  return (
    <li className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">
        <span className="d-block fw-semibold">
          {t('payments.open.order', { credits: t('credits.creditsCount', { count: order.credits }), amount })}
        </span>
        {order.discount_code && (
          <span className="d-block small">{t('payments.open.codeKept', { code: order.discount_code })}</span>
        )}
      </span>
      <a className="btn btn-sm btn-primary" href={order.checkout_url}>
        {t('payments.open.continue')}
      </a>
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={cancel.isPending} onClick={giveUp}>
        {t('payments.open.cancel')}
      </button>
    </li>
  );
}

/**
 * A checkout the member started and left (Back, a closed tab): it can be paid where it was left off, or
 * given up. A discount in it is not used until a payment completes.
 */
export function PendingOrders() {
  const { t } = useTranslation();
  const pending = usePendingOrders();
  if (!pending.data?.length) return null;
  return (
    <section className="alert alert-info" aria-labelledby="pending-orders-title" data-testid="pending-orders">
      <h2 className="h6 mb-2" id="pending-orders-title">
        {t('payments.open.title')}
      </h2>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {pending.data.map((order) => (
          <PendingOrder key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}
