import { useTranslation } from 'react-i18next';
import type { TOrderStatus } from '@app/shared';
import { STATUS_VARIANTS } from './payment-status-rules';

export function StatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge rounded-pill text-bg-${STATUS_VARIANTS[status]}`} data-status={status}>
      {t(`payments.status.${status}`)}
    </span>
  );
}
