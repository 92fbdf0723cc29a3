import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { CHAT_SEND_REFILL_SECONDS } from '@app/shared';
import { siteUrl } from './browser';

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Sends a text through the API as the page's member, within the send rate as a member typing would:
 * a 429 chat_rate_limited waits its Retry-After and sends again with the same Idempotency-Key.
 */
export async function sendTextByApi(page: Page, to: number, body: string) {
  const key = randomUUID();
  for (;;) {
    const answer = await page.request.post(siteUrl('/api/messages.php'), {
      data: { to, kind: 'text', body },
      headers: { 'idempotency-key': key },
    });
    if (answer.status() === 429) {
      await wait(Number(answer.headers()['retry-after'] ?? CHAT_SEND_REFILL_SECONDS));
      continue;
    }
    return {
      status: answer.status(),
      body: (await answer.json()) as { conversation?: { id: number }; error?: string },
    };
  }
}

/** Until the send rate allows one more message (after a burst through the API, before the composer sends). */
export const waitForSendToken = () => wait(CHAT_SEND_REFILL_SECONDS);
