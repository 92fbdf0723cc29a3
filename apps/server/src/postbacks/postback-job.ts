import type { AppDeps } from '../app-deps';
import type { TJobHandler } from '../jobs/job-queue';
import { allowanceFor } from './outbound-allow-list';
import { postbackTarget } from './postback-url';
import { PostbackRefused, sendPostback, type TPostbackAnswer } from './send-postback';

/** Tries over about an hour (30 s, 1, 2, 4 … minutes apart), then the call shows as failed. */
const MAX_ATTEMPTS = 8;
const ANSWER_TIMEOUT_MS = 10_000;

/** A network that is down or busy may take it later; any other refusal would refuse again. */
const worthRetrying = (status: number) => status >= 500 || status === 429 || status === 408;

type TDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * Carries out one queued postback call and keeps its outcome (status, time, the start of the answer) on
 * the call, for the console's log. An address off the allow-list is refused without a try (the list may
 * have changed since the template was saved).
 */
export function postbackJobHandler(deps: TDeps): TJobHandler {
  return {
    maxAttempts: MAX_ATTEMPTS,
    timeoutMs: ANSWER_TIMEOUT_MS + 5_000,
    async run(payload, job) {
      const call = await deps.db
        .selectFrom('postback_calls')
        .select(['id', 'url', 'status'])
        .where('id', '=', Number(payload.call))
        .executeTakeFirst();
      if (!call || call.status === 'sent' || call.status === 'failed' || call.status === 'refused') return;
      const record = (fields: {
        status: 'sent' | 'retrying' | 'failed' | 'refused';
        http_status?: number | null;
        duration_ms?: number | null;
        response_excerpt?: string;
        error?: string | null;
      }) =>
        deps.db
          .updateTable('postback_calls')
          .set({
            ...fields,
            attempts: job.attempts,
            ...(fields.status !== 'retrying' && { finished_at: deps.clock.now() }),
          })
          .where('id', '=', call.id)
          .execute();

      const target = postbackTarget(call.url);
      const allowance = target && allowanceFor(target, deps.config.POSTBACK_ALLOWED_HOSTS);
      if (!target || !allowance) {
        await record({ status: 'refused', error: 'host not in POSTBACK_ALLOWED_HOSTS' });
        return;
      }
      const lastTry = job.attempts >= MAX_ATTEMPTS;
      let answer: TPostbackAnswer;
      try {
        answer = await sendPostback(target, allowance, ANSWER_TIMEOUT_MS);
      } catch (error) {
        if (error instanceof PostbackRefused) return void (await record({ status: 'refused', error: error.message }));
        const message = String((error as Error)?.message ?? error).slice(0, 300);
        await record({ status: lastTry ? 'failed' : 'retrying', http_status: null, duration_ms: null, error: message });
        throw error;
      }
      const fields = {
        http_status: answer.status,
        duration_ms: answer.durationMs,
        response_excerpt: answer.excerpt,
        error: null,
      };
      if (answer.status < 400) return void (await record({ status: 'sent', ...fields }));
      if (!worthRetrying(answer.status)) return void (await record({ status: 'failed', ...fields }));
      await record({ status: lastTry ? 'failed' : 'retrying', ...fields });
      throw new Error(`the network answered ${answer.status}`);
    },
  };
}
