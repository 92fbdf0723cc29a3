import { CREDIT_REASONS, type TAdminDossier, type TAdminDossierOrder } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../../lib/format';
import { useMay } from '../../console-api';
import { ConfirmDialog } from '../../moderation/components/confirm-dialog';
import { useFormatWhen, When } from '../../moderation/components/when';
import { signedDelta } from '../support-rules';
import { useSupportAction } from '../support.queries';
import { DossierTable, Section } from './section';

const ORDER_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Every change of the balance, newest first, with its reason and note (a grant's note names the staff member). */
export function LedgerSection({ ledger }: { ledger: TAdminDossier['ledger'] }) {
  const { t, i18n } = useTranslation('console-support');
  const format = (value: number) => formatNumber(value, i18n.resolvedLanguage ?? 'en');
  return (
    <Section title={t('ledger.title')} lead={t('ledger.lead')}>
      {ledger.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('ledger.empty')}</p>
      ) : (
        <DossierTable caption={t('ledger.title')}>
          <thead>
            <tr>
              <th scope="col">{t('ledger.when')}</th>
              <th scope="col" className="text-end">
                {t('ledger.change')}
              </th>
              <th scope="col" className="text-end">
                {t('ledger.balance')}
              </th>
              <th scope="col">{t('ledger.reason')}</th>
              <th scope="col">{t('ledger.note')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((entry) => (
              <tr key={entry.id}>
                <td className="text-nowrap small">
                  <When value={entry.created_at} />
                </td>
                <td className={`text-end fw-semibold ${entry.delta < 0 ? 'text-danger' : 'text-success'}`}>
                  {signedDelta(entry.delta, format)}
                </td>
                <td className="text-end">{format(entry.balance_after)}</td>
                <td>{isOneOf(CREDIT_REASONS, entry.reason) ? t(`ledger.reasons.${entry.reason}`) : entry.reason}</td>
                <td className="small console-wide">{entry.note}</td>
              </tr>
            ))}
          </tbody>
        </DossierTable>
      )}
    </Section>
  );
}

/** Purchases with their receipts' state; a refundable one (paid, within the site's refund days) can be refunded. */
export function OrdersSection({
  orders,
  refundDays,
  onDone,
}: {
  orders: TAdminDossier['orders'];
  refundDays: number;
  onDone(message: string): void;
}) {
  const { t, i18n } = useTranslation('console-support');
  const language = i18n.resolvedLanguage ?? 'en';
  const formatWhen = useFormatWhen();
  const mayRefund = useMay('payments.refund');
  const refund = useSupportAction();
  const [asked, setAsked] = useState<TAdminDossierOrder | null>(null);
  const amount = (order: TAdminDossierOrder) => formatMoney(order.amount_cents / 100, order.currency, language);

  return (
    <Section title={t('orders.title')} lead={t('orders.lead', { count: refundDays })}>
      {orders.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('orders.empty')}</p>
      ) : (
        <DossierTable caption={t('orders.title')}>
          <thead>
            <tr>
              <th scope="col">{t('orders.when')}</th>
              <th scope="col">{t('orders.order')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col" className="text-end">
                {t('orders.credits')}
              </th>
              <th scope="col" className="text-end">
                {t('orders.amount')}
              </th>
              <th scope="col">{t('orders.method')}</th>
              {mayRefund && (
                <th scope="col">
                  <span className="visually-hidden">{t('orders.refund')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td className="text-nowrap small">
                  <When value={order.created_at} />
                </td>
                <td className="small">{order.public_id}</td>
                <td>
                  {isOneOf(ORDER_STATUSES, order.status) ? t(`orders.statuses.${order.status}`) : order.status}
                  {order.refunded_at ? (
                    <div className="small text-body-secondary">
                      {t('orders.refundedAt', { date: formatWhen(order.refunded_at) })}
                    </div>
                  ) : (
                    order.refund_requested_at && (
                      <div className="small text-body-secondary">
                        {t('orders.refundRequested', { date: formatWhen(order.refund_requested_at) })}
                      </div>
                    )
                  )}
                </td>
                <td className="text-end">{formatNumber(order.credits, language)}</td>
                <td className="text-end text-nowrap">{amount(order)}</td>
                <td className="small">
                  {order.method} · {order.provider}
                </td>
                {mayRefund && (
                  <td className="text-end">
                    {order.refundable && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={t('orders.refundLabel', { order: order.public_id })}
                        onClick={() => setAsked(order)}
                      >
                        {t('orders.refund')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </DossierTable>
      )}
      {asked && (
        <ConfirmDialog
          title={t('orders.confirmTitle')}
          confirmLabel={t('orders.confirmButton')}
          pending={refund.isPending}
          error={refund.error}
          onCancel={() => {
            setAsked(null);
            refund.reset();
          }}
          onConfirm={() =>
            refund.mutate(
              { path: '/api/admin/refund.php', body: { order: asked.id } },
              {
                onSuccess: () => {
                  setAsked(null);
                  onDone(t('orders.done', { order: asked.public_id }));
                },
              },
            )
          }
        >
          <p className="mb-0">
            {t('orders.confirmText', {
              order: asked.public_id,
              amount: amount(asked),
              credits: asked.credits,
              provider: asked.provider,
            })}
          </p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
