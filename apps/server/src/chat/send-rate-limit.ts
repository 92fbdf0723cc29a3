import { CHAT_SEND_BURST, CHAT_SEND_REFILL_SECONDS } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/errors';
import type { TChatter } from './chatter';

/**
 * The one rule for how fast a member may send (texts, gifts and photos alike): a bucket per member of
 * CHAT_SEND_BURST tokens, one back every CHAT_SEND_REFILL_SECONDS, shared by every process (Redis, or
 * the database without it). Per member rather than per session or address, so more tabs or devices do
 * not buy more. Operators answering as fictional profiles reply through the console's own path
 * (admin/inbox), one claimed conversation at a time, and never take from a member's bucket.
 */
export async function takeSendToken(deps: Pick<AppDeps, 'tokenBuckets' | 'clock'>, sender: TChatter): Promise<void> {
  const taken = await deps.tokenBuckets.take(
    { key: `chat-send:${sender.userId}`, burst: CHAT_SEND_BURST, refillSeconds: CHAT_SEND_REFILL_SECONDS },
    deps.clock.now(),
  );
  if (!taken.allowed) throw new AppError('chat_rate_limited', { retry_after: taken.retryAfterSeconds });
}
