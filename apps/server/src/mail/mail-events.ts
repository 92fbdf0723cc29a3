import { NOTIFICATION_TYPES } from '@app/shared';
import type { Database } from '../db/database';
import type { DisabledNotification } from '../db/schema/users';
import { inTransaction } from '../db/transaction';

/**
 * A bounce or a spam complaint for an address stops every notification mail to it (reasons `bounce`
 * and `fbl`), on every site where it is used, unless a domain narrows it to one site.
 */
export async function applyMailEvents(
  db: Database,
  events: Array<{ type: 'bounce' | 'complaint'; email: string; domain?: string | undefined }>,
): Promise<number> {
  let applied = 0;
  for (const event of events) {
    const reason: DisabledNotification['reason'] = event.type === 'bounce' ? 'bounce' : 'fbl';
    applied += await inTransaction(db, async ({ tx }) => {
      let query = tx
        .selectFrom('users')
        .select(['users.id', 'users.notifications_disabled'])
        .where((eb) => eb(eb.fn('lower', ['users.email']), '=', event.email));
      if (event.domain)
        query = query.innerJoin('sites', 'sites.id', 'users.site_id').where('sites.domain', '=', event.domain);
      const users = await query.forUpdate().execute();
      for (const user of users) {
        const disabled: DisabledNotification[] = NOTIFICATION_TYPES.map((type) => ({ type, reason }));
        // A member's own choice stays recorded as theirs.
        const kept = user.notifications_disabled.filter((entry) => entry.reason === 'user');
        const merged = [...kept, ...disabled.filter((entry) => !kept.some((own) => own.type === entry.type))];
        await tx
          .updateTable('users')
          .set({ notifications_disabled: JSON.stringify(merged) })
          .where('id', '=', user.id)
          .execute();
      }
      return users.length;
    });
  }
  return applied;
}
