import type { TOrder, TPaymentMethod } from '@app/shared';

/** What the payment status page shows (spec point 4: loading, pending, completed, failed or cancelled). */
export type TPaymentView =
  | 'loading'
  | 'notFound'
  | 'loadFailed'
  | 'confirming'
  | 'pending'
  | 'slow'
  | 'completed'
  | 'refunded'
  | 'failed'
  | 'recurringFailed'
  | 'cancelled';

export interface TPaymentViewInput {
  order: Pick<TOrder, 'status' | 'recurring'> | undefined;
  /** The order could not be loaded: 'notFound' (not ours or no such order) or another failure. */
  loadError: 'notFound' | 'other' | null;
  /** Back from the checkout (`?return=1`). */
  returned: boolean;
  /** Back from a cancelled checkout (`?cancelled=1`): the provider's event may still be on its way. */
  cancelled: boolean;
  /** The order stayed pending for the whole polling time. */
  pollingOver: boolean;
}

export function paymentView({ order, loadError, returned, cancelled, pollingOver }: TPaymentViewInput): TPaymentView {
  if (!order) {
    if (loadError === 'notFound') return 'notFound';
    return loadError ? 'loadFailed' : 'loading';
  }
  switch (order.status) {
    case 'completed':
      return 'completed';
    case 'refunded':
      return 'refunded';
    case 'failed':
      // A one-step order charged to a saved card that failed: pay by hand or by PayPal (spec point 8).
      return order.recurring ? 'recurringFailed' : 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
      if (cancelled) return 'cancelled';
      if (pollingOver) return 'slow';
      return returned ? 'confirming' : 'pending';
  }
}

/** The other ways to pay after a failed or cancelled order: the country's methods but the one that failed. */
export function otherMethods(failed: TPaymentMethod, offered: readonly TPaymentMethod[]): TPaymentMethod[] {
  return offered.filter((method) => method !== failed);
}

/** Bootstrap colour of each order status's badge. */
export const STATUS_VARIANTS = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  cancelled: 'secondary',
  refunded: 'info',
} as const satisfies Record<TOrder['status'], string>;
