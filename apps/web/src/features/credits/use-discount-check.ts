import { ApiError } from '../../lib/api-client';
import { useDiscountCode } from './credits.queries';
import type { TDiscountCheck } from './discount-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The live check of the typed code, in the shape the field shows. */
export function useDiscountCheck(code: string): TDiscountCheck {
  const settled = useDebouncedValue(code.trim(), 400);
  const query = useDiscountCode(settled);
  if (!code.trim()) return { state: 'empty', code: null, message: null };
  if (settled !== code.trim() || query.isPending) return { state: 'checking', code: null, message: null };
  if (query.isError)
    return { state: 'invalid', code: null, message: query.error instanceof ApiError ? query.error.message : null };
  return { state: 'valid', code: query.data, message: null };
}
