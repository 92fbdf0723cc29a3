import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentMethod } from '@app/shared';
import { CreditsIcon } from './credits-icons';

const ICONS: Record<TPaymentMethod, ReactNode> = {
  ideal: 'iD',
  bancontact: 'BC',
  card: <CreditsIcon name="card" />,
  paypal: 'PP',
  sepa_debit: <CreditsIcon name="bank" />,
  blik: 'BL',
  twint: 'TW',
};

/** A payment method's mark and its name from the paymentMethods catalogue. */
export function PaymentMethodLabel({ method }: { method: TPaymentMethod }) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span className={`method-mark method-${method}`} aria-hidden="true">
        {ICONS[method]}
      </span>
      <span>{t(`paymentMethods.${method}`)}</span>
    </span>
  );
}
