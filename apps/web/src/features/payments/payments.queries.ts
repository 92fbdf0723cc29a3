import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrder, TPendingOrder, TTransaction } from '@app/shared';
import { api, ApiError } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';

/** How often a pending order is asked about, and for how long before we say it may take longer. */
export const ORDER_POLL_MS = 1_500;
export const ORDER_POLL_LIMIT_MS = 120_000;

/** One order's status (GET /api/payment.php?id=), polled every 1.5 s while `poll` says so. */
export function useOrder(id: string, poll: boolean) {
  return useQuery({
    queryKey: queryKeys.order(id),
    queryFn: () => api<{ order: TOrder }>('/api/payment.php', { query: { id } }).then((body) => body.order),
    refetchInterval: (query) => (poll && query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
    // An unknown order stays unknown: no retries for a 4xx.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}

/** The member's checkouts still open, newest first (GET /api/pending-orders.php). */
export function usePendingOrders() {
  return useQuery({
    queryKey: queryKeys.pendingOrders,
    queryFn: () => api<{ orders: TPendingOrder[] }>('/api/pending-orders.php').then((body) => body.orders),
    staleTime: CACHE_TIMES.member,
  });
}

/**
 * POST /api/payment-cancel.php: gives up an open checkout. Its discount code is free again, so the
 * offers and the checked codes are asked anew.
 */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ order: TOrder }>('/api/payment-cancel.php', { method: 'POST', body: { id } }).then((body) => body.order),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pendingOrders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.welcomeDiscount }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allDiscountCodes }),
      ]);
    },
  });
}

interface TTransactionsAnswer {
  transactions: TTransaction[];
  refund_days: number;
}

/** The member's purchases, newest first. */
export function useTransactions() {
  return useQuery({
    queryKey: queryKeys.transactions,
    queryFn: () => api<TTransactionsAnswer>('/api/transactions.php'),
    staleTime: CACHE_TIMES.member,
  });
}

/** One purchase with its receipt, once it is paid. */
export function useTransaction(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.transaction(id),
    queryFn: () => api<TTransactionsAnswer>('/api/transactions.php', { query: { id } }),
    enabled,
  });
}

export interface TMandateBody {
  package: number;
  account_holder: string;
  iban: string;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  phone: string;
  consent: true;
  discount_code?: string;
}
type TMandateAnswer = { mandate: { id: string; phone_hint: string } };

/** Direct debit (spec point 5): the mandate, then the texted code. */
export function useStartDirectDebit() {
  return useMutation({
    mutationFn: (body: TMandateBody) => api<TMandateAnswer>('/api/directdebit.php', { method: 'POST', body }),
  });
}

export function useConfirmDirectDebit() {
  return useMutation({
    mutationFn: (body: { mandate: string; code: string }) =>
      api<{ order: TOrder }>('/api/directdebit-confirm.php', { method: 'POST', body }),
  });
}

export function useResendDirectDebitCode() {
  return useMutation({
    mutationFn: (mandate: string) =>
      api<TMandateAnswer>('/api/directdebit-resend.php', { method: 'POST', body: { mandate } }),
  });
}
