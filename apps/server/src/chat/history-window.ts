import { FREE_CHAT_HISTORY_MESSAGES } from '@app/shared';
import type { Queryable } from '../db/database';
import { messageRows } from './chat.queries';
import type { TChatter } from './chatter';
import { reusePlan } from '../db/reuse-plan';
import { compiledOnce, type TBind } from '../db/compiled-once';

/**
 * What of a conversation's history a member may read: premium members all of it, free members the
 * latest FREE_CHAT_HISTORY_MESSAGES messages (api.md: chat_history_limit). `newestHiddenId` is the
 * newest message beyond that window (null: nothing is hidden); every reader of history keeps to
 * `m.id > newestHiddenId`, whichever parameters (`before`, `after`, `member`) it was asked with.
 */
export interface THistoryWindow {
  newestHiddenId: number | null;
}

// The (conversation_id, id desc) index walks the window and stops at the first message beyond it.
const firstBeyondWindow = compiledOnce((db, bind: TBind<{ conversationId: number }>) =>
  db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', bind('conversationId'))
    .orderBy('id', 'desc')
    .offset(FREE_CHAT_HISTORY_MESSAGES)
    .limit(1)
    .modifyEnd(reusePlan),
);

export async function historyWindow(
  db: Queryable,
  chatter: Pick<TChatter, 'paidUser'>,
  conversationId: number,
): Promise<THistoryWindow> {
  if (chatter.paidUser) return { newestHiddenId: null };
  const [beyond] = await firstBeyondWindow(db, { conversationId });
  return { newestHiddenId: beyond?.id ?? null };
}

/** The messages of a conversation this member may read: the query every history reader starts from. */
export async function readableMessages(db: Queryable, chatter: Pick<TChatter, 'paidUser'>, conversationId: number) {
  const window = await historyWindow(db, chatter, conversationId);
  let rows = messageRows(db).where('m.conversation_id', '=', conversationId);
  if (window.newestHiddenId !== null) rows = rows.where('m.id', '>', window.newestHiddenId);
  return { rows, window };
}
