import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useMillisecondsUntil } from '../../../lib/countdown';
import { claimConversation } from './inbox.queries';

export type TClaim =
  | { status: 'claiming' }
  | { status: 'held'; expiresAt: number }
  | { status: 'lost' }
  | { status: 'failed'; error: unknown };

/** How long a claim lasts without activity: the server's CLAIM_IDLE_SECONDS. */
const CLAIM_IDLE_MS = 180_000;
/** While the operator works on the page (keys, clicks, scrolling), the claim is renewed this often. */
export const CLAIM_HEARTBEAT_MS = 60_000;
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

export const isClaimedElsewhere = (error: unknown) =>
  error instanceof ApiError && error.code === 'conversation_claimed';

/**
 * The operator's claim on a conversation: taken when the page opens, renewed while they are active on it,
 * left to lapse when they are idle (the server frees it after 3 quiet minutes), lost when another operator
 * holds it. Once lapsed it is only taken again on purpose (`renew`).
 */
export function useClaim(conversation: number) {
  const [claim, setClaim] = useState<TClaim>({ status: 'claiming' });

  const renew = useCallback(async () => {
    try {
      const { expires_at } = await claimConversation(conversation);
      // Never later than the claim's length from now, whatever the difference between the two clocks.
      setClaim({ status: 'held', expiresAt: Math.min(Date.parse(expires_at), Date.now() + CLAIM_IDLE_MS) });
    } catch (error) {
      if (isClaimedElsewhere(error)) setClaim({ status: 'lost' });
      // A failed renewal keeps a held claim: it may still be valid, and the countdown tells.
      else setClaim((current) => (current.status === 'held' ? current : { status: 'failed', error }));
    }
  }, [conversation]);

  useEffect(() => {
    void renew();
  }, [renew]);

  const millisecondsLeft = useMillisecondsUntil(claim.status === 'held' ? claim.expiresAt : null);
  const holding = claim.status === 'held' && millisecondsLeft > 0;

  useEffect(() => {
    if (!holding) return;
    let active = false;
    const mark = () => {
      active = true;
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, mark, { capture: true, passive: true });
    const timer = setInterval(() => {
      if (!active) return;
      active = false;
      void renew();
    }, CLAIM_HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, mark, { capture: true });
    };
  }, [holding, renew]);

  const markLost = useCallback(() => setClaim({ status: 'lost' }), []);
  return { claim, holding, lapsed: claim.status === 'held' && !holding, millisecondsLeft, renew, markLost };
}
