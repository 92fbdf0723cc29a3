import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TDiscountCode } from '@app/shared';
import { api, ApiError } from '../../../lib/api-client';
import { countdownParts, useMillisecondsUntil, type TCountdown } from '../../../lib/countdown';
import { CACHE_TIMES, queryKeys } from '../../../lib/query-keys';
import { useUser } from '../../auth/auth.queries';
import { activeDiscount, isTimeBonusVisible, timeBonusEndsAt, type TActiveDiscount } from './time-bonus-rules';

export interface TTimeBonus {
  isVisible: boolean;
  /** Two-digit hours, minutes and seconds left (spec point 3 "countdownTimer"). */
  countdownTimer: TCountdown;
  secondsLeft: number;
  /** The welcome offer as the server described it; null until loaded or when there is none. */
  discount: TDiscountCode | null;
  /** The code to offer at checkout: the time bonus if present, else the welcome code. */
  active: TActiveDiscount | null;
}

/**
 * The time bonus of spec points 4 and 9. Loaded for a logged-in member (the welcome offer from
 * discountcode.php?welcome=true, whose failure is ignored silently); after logout the cache of the member
 * is dropped and the user is null, so it is cleared. The countdown ticks each second and stops at zero.
 */
export function useTimeBonus(): TTimeBonus {
  const user = useUser();
  const left = useMillisecondsUntil(timeBonusEndsAt(user));
  const [mountedAt] = useState(() => Date.now());
  const welcome = useQuery({
    queryKey: queryKeys.welcomeDiscount,
    queryFn: () =>
      api<{ discountcode: TDiscountCode }>('/api/discountcode.php', { query: { welcome: 'true' } }).then(
        (body) => body.discountcode,
      ),
    // Paid members are never offered a welcome code (the server keeps it for unpaid members).
    enabled: Boolean(user) && !user?.paid_user,
    staleTime: CACHE_TIMES.static,
    retry: false,
  });
  // The server saying "no offer for you" (404, 409) hides the bonus; a network failure does not.
  const refused = welcome.error instanceof ApiError && welcome.error.status < 500;
  const secondsLeft = Math.ceil(left / 1000);
  const isVisible = isTimeBonusVisible({ user, secondsLeft, refused });
  // A member who has bought since is offered nothing, whatever is still cached.
  const discount = user && !user.paid_user ? (welcome.data ?? null) : null;
  return {
    isVisible,
    countdownTimer: countdownParts(left),
    secondsLeft,
    discount,
    active: activeDiscount(isVisible, discount, mountedAt),
  };
}
