import { useMutation, useQuery } from '@tanstack/react-query';
import type { TDiscountCode, TOrder, TPackagesResponse, TPaymentMethod } from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';
import { useUser } from '../auth/auth.queries';

/** The packages, methods and saved method (GET /api/packages.php); works for visitors too. */
export function usePackages() {
  const user = useUser();
  const memberId = user ? user.profile.id : null;
  return useQuery({
    queryKey: queryKeys.packages(memberId),
    queryFn: () => api<TPackagesResponse>('/api/packages.php'),
    staleTime: CACHE_TIMES.list,
    // Until we know whether someone is logged in, we do not know whose currency to ask for.
    enabled: user !== undefined,
  });
}

/** A discount code as the member typed it, checked by the server (no retries for a refused code). */
export function useDiscountCode(code: string) {
  const trimmed = code.trim();
  return useQuery({
    queryKey: queryKeys.discountCode(trimmed.toUpperCase()),
    queryFn: ({ signal }) =>
      api<{ discountcode: TDiscountCode }>('/api/discountcode.php', { query: { code: trimmed }, signal }).then(
        (body) => body.discountcode,
      ),
    enabled: trimmed.length > 0,
    staleTime: CACHE_TIMES.member,
    retry: false,
  });
}

export interface TNewPayment {
  package: number;
  method: TPaymentMethod;
  discount_code?: string;
  save_method: boolean;
}

/** POST /api/payment.php: the order and where to pay it. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: (body: TNewPayment) =>
      api<{ order: TOrder; checkout_url: string | null }>('/api/payment.php', { method: 'POST', body }),
  });
}

/** POST /api/repeat-order.php: the last package again with the saved method. */
export function useRepeatOrder() {
  return useMutation({
    mutationFn: () => api<{ order: TOrder; checkout_url: null }>('/api/repeat-order.php', { method: 'POST' }),
  });
}
