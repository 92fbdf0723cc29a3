import type { z } from 'zod';
import type { ZComplaintBody } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import type { TViewer } from './viewer';

/**
 * Stores a complaint for the moderators (operations console). A reported member must be on the same
 * site; visitors may complain too (the complaints page is public), without a reporter.
 */
export async function fileComplaint(
  deps: Pick<AppDeps, 'db'>,
  site: TSiteRow,
  viewer: TViewer | null,
  body: z.output<typeof ZComplaintBody>,
): Promise<number> {
  if (body.profile_id !== undefined) {
    const reported = await deps.db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', body.profile_id)
      .where('site_id', '=', site.id)
      .executeTakeFirst();
    if (!reported || reported.id === viewer?.profileId) throw new AppError('not_found');
  }
  const row = await deps.db
    .insertInto('complaints')
    .values({
      site_id: site.id,
      reporter_profile_id: viewer?.profileId ?? null,
      reported_profile_id: body.profile_id ?? null,
      reason: body.reason,
      text: body.text,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
