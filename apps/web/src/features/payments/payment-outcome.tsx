import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PREMIUM_MEMBER_PHOTO_LIMIT, type TOrder, type TPaymentMethod, type TUser } from '@app/shared';
import { CreditsIcon } from '../credits/credits-icons';
import { PaymentMethodLabel } from '../credits/payment-method-label';
import { PremiumBadge } from '../credits/premium-badge';
import { otherMethods } from './payment-status-rules';
import { pathTo } from '../../routes';

/** Paid: the credits are in, with the new balance and the premium badge, and the way back to the fun. */
export function PaymentCompleted({ order, user }: { order: TOrder; user: TUser }) {
  const { t } = useTranslation();
  return (
    <div className="payment-outcome payment-outcome-success" role="status" data-view="completed">
      <span className="payment-outcome-icon" aria-hidden="true">
        <Check size="1em" />
      </span>
      <h2 className="h3">{t('payments.completed.title')}</h2>
      <p className="lead mb-1">{t('payments.completed.added', { count: order.credits })}</p>
      <p className="mb-3" data-testid="new-balance">
        {t('payments.completed.balance', { count: user.credits })}
      </p>
      {user.paid_user && (
        <p className="mb-4">
          <PremiumBadge className="fs-6 me-2" />
          {t('payments.completed.premium', { count: PREMIUM_MEMBER_PHOTO_LIMIT })}
        </p>
      )}
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to={pathTo('chats')}>
          {t('payments.completed.toChats')}
        </Link>
        <Link className="btn btn-outline-primary" to={pathTo('members')}>
          {t('payments.completed.toSearch')}
        </Link>
      </div>
    </div>
  );
}

/** Failed or cancelled (spec point 8): nothing was charged; another method, or the same again. */
export function PaymentNotDone({
  order,
  methods,
  cancelled,
}: {
  order: TOrder;
  methods: readonly TPaymentMethod[];
  cancelled: boolean;
}) {
  const { t } = useTranslation();
  const others = otherMethods(order.method, methods);
  return (
    <div className="payment-outcome payment-outcome-failed" role="alert" data-view={cancelled ? 'cancelled' : 'failed'}>
      <span className="payment-outcome-icon" aria-hidden="true">
        !
      </span>
      <h2 className="h3">{cancelled ? t('payments.cancelled.title') : t('payments.failed.title')}</h2>
      <p className="mb-1">{t('payments.failed.text')}</p>
      <p className="mb-3">{others.length > 0 ? t('payments.failed.other') : t('payments.failed.again')}</p>
      <ul className="list-unstyled d-grid gap-2 mx-auto mb-0 other-methods">
        {others.map((method) => (
          <li key={method}>
            <Link
              className="btn btn-outline-primary w-100 text-start"
              to={pathTo('credits-id-paymentmethod', { id: order.package_id, paymentmethod: method })}
            >
              <PaymentMethodLabel method={method} />
            </Link>
          </li>
        ))}
        <li>
          <Link
            className="btn btn-link w-100"
            to={pathTo('credits-id-paymentmethod', { id: order.package_id, paymentmethod: order.method })}
          >
            {t('payments.failed.retrySame', { method: t(`paymentMethods.${order.method}`) })}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** A one-step order on a saved card failed (spec point 8): enter the card by hand, or PayPal. */
export function RecurringFailed({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  return (
    <div className="payment-outcome payment-outcome-failed" role="alert" data-view="recurringFailed">
      <span className="payment-outcome-icon" aria-hidden="true">
        !
      </span>
      <h2 className="h3">{t('payments.recurringFailed.title')}</h2>
      <p className="mb-3">{t('payments.recurringFailed.text')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link
          className="btn btn-primary"
          to={pathTo('credits-id-paymentmethod', { id: order.package_id, paymentmethod: 'card' })}
        >
          {t('payments.recurringFailed.card')}
        </Link>
        <Link
          className="btn btn-outline-primary"
          to={pathTo('credits-id-paymentmethod', { id: order.package_id, paymentmethod: 'paypal' })}
        >
          {t('payments.recurringFailed.paypal')}
        </Link>
      </div>
    </div>
  );
}

/** Still waiting for the provider: "we're confirming", or, after two minutes, that it may take longer. */
export function PaymentWaiting({
  view,
  onCheckAgain,
}: {
  view: 'pending' | 'confirming' | 'slow';
  onCheckAgain(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="payment-outcome" role="status" aria-live="polite" data-view={view}>
      {view === 'slow' ? (
        <>
          <span className="payment-outcome-icon payment-outcome-wait">
            <CreditsIcon name="clock" />
          </span>
          <h2 className="h3">{t('payments.slow.title')}</h2>
          <p>{t('payments.slow.text')}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <button type="button" className="btn btn-primary" onClick={onCheckAgain}>
              {t('payments.slow.checkAgain')}
            </button>
            <Link className="btn btn-outline-secondary" to={pathTo('transactions')}>
              {t('payments.toTransactions')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <span className="spinner-border text-primary mb-3" aria-hidden="true" />
          <h2 className="h3">{view === 'confirming' ? t('payments.confirming.title') : t('payments.pending.title')}</h2>
          <p className="mb-0">{view === 'confirming' ? t('payments.confirming.text') : t('payments.pending.text')}</p>
        </>
      )}
    </div>
  );
}
