import { randomUUID } from 'node:crypto';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSendMessageBody } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/database';
import { databaseTokenBuckets } from '../lib/token-bucket';
import type { TSiteRow } from '../sites/sites.queries';
import { createTestApp, type TestApp } from '../test/test-app';
import { sendMessage, type TChatDeps } from './send-message';

let t: TestApp;
let site: TSiteRow;
beforeAll(async () => {
  t = await createTestApp();
  site = await t.db.selectFrom('sites').selectAll().where('id', '=', t.sites.mainSiteId).executeTakeFirstOrThrow();
});
afterAll(() => t.close());

/** Counts every statement a piece of work sends, a transaction as two more (BEGIN and COMMIT). */
class StatementCounter implements KyselyPlugin {
  statements: string[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements.push('statement');
    return result;
  }
  /** The database as the send sees it: every query counted, every transaction too. */
  wrap(db: Database): Database {
    const counted = db.withPlugin(this);
    return new Proxy(counted, {
      get: (target, property) => {
        if (property === 'transaction') {
          this.statements.push('begin', 'commit');
          return target.transaction.bind(target);
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }
}

/** The send's dependencies on a counted database; the rate limit on the database too (its worst case). */
function countedDeps(counter: StatementCounter): TChatDeps {
  const db = counter.wrap(t.db);
  return {
    db,
    clock: t.clock,
    events: { publish: async () => undefined } as unknown as AppDeps['events'],
    jobs: { kick: () => undefined } as unknown as AppDeps['jobs'],
    tokenBuckets: databaseTokenBuckets(db),
  };
}

async function countSend(
  from: { userId: number; profileId: number; paidUser?: boolean; confirmed?: boolean },
  body: TSendMessageBody,
  key = randomUUID(),
) {
  const counter = new StatementCounter();
  const sent = await sendMessage(
    countedDeps(counter),
    site,
    {
      userId: from.userId,
      profileId: from.profileId,
      siteId: site.id,
      paidUser: from.paidUser ?? false,
      confirmed: from.confirmed ?? true,
      language: 'en',
    },
    body,
    key,
  );
  // The announcement after the commit (unread totals) counts too.
  await t.settle();
  return { sent, count: counter.statements.length };
}

// Issue 19: a send was one transaction of about 14 queries. Every rule (charge, free limit, blocks,
// invisible members, unconfirmed replies, idempotency) now reads in one query and writes in one statement.
describe('what a message send costs the database', () => {
  it('opens a conversation, answers in it and sends a gift in at most 6 statements each, ledger included', async () => {
    const sender = await t.createMember({ name: 'Sanne', credits: 20 });
    const recipient = await t.createMember({ name: 'Ruben', gender: 'male', seeking: 'female', credits: 20 });

    const opening = await countSend(sender, { to: recipient.profileId, kind: 'text', body: 'Hello Ruben' });
    expect(opening.sent.credits).toBeLessThan(20);
    const conversation = opening.sent.conversationId;
    const answer = await countSend(recipient, { conversation, kind: 'text', body: 'Hi Sanne' });
    const reply = await countSend(sender, { conversation, kind: 'text', body: 'Coffee?' });
    const gift = await countSend(sender, { conversation, kind: 'gift', gift: 'rose', body: '' });
    const counts = { opening: opening.count, answer: answer.count, reply: reply.count, gift: gift.count };
    for (const count of Object.values(counts)) expect(count, JSON.stringify(counts)).toBeLessThanOrEqual(6);

    const messages = await t.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversation)
      .execute();
    expect(messages).toHaveLength(4);
  });

  it('answers a retry with the first result in at most 6 statements, charging once', async () => {
    const sender = await t.createMember({ credits: 20 });
    const recipient = await t.createMember({ gender: 'male', seeking: 'female' });
    const key = randomUUID();
    const first = await countSend(sender, { to: recipient.profileId, kind: 'text', body: 'Once' }, key);
    const retry = await countSend(sender, { to: recipient.profileId, kind: 'text', body: 'Once' }, key);
    expect(retry.sent.message.id).toBe(first.sent.message.id);
    expect(retry.sent.credits).toBe(first.sent.credits);
    expect(retry.count, `first ${first.count}, retry ${retry.count}`).toBeLessThanOrEqual(6);
  });
});
