import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  TAdminPostbackCall,
  TAdminPostbackTemplate,
  ZAdminPostbackTemplateBody,
  ZAdminPostbackTemplateUpdate,
} from '@app/shared';
import type { AppDeps } from '../app-deps';
import { audit } from '../admin/audit';
import type { TStaffMember } from '../admin/auth/staff-session';
import { changedFields, fieldError } from '../admin/sites/admin-input';
import type { PostbackTemplatesTable } from '../db/schema/postbacks';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { isoOrNull } from '../lib/iso';
import { allowanceFor } from './outbound-allow-list';
import { postbackTarget } from './postback-url';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const iso = (value: Date | string) => new Date(value).toISOString();

const view = (row: Selectable<PostbackTemplatesTable>): TAdminPostbackTemplate => ({
  id: row.id,
  site_id: row.site_id,
  network: row.network,
  event: row.event,
  url: row.url,
  fixed_payout_cents: row.fixed_payout_cents,
  active: row.active,
  updated_at: iso(row.updated_at),
});

/** A template must send to a host the server allows, and its macros may not choose the host. */
function assertAllowedTarget(deps: Deps, url: string): void {
  const target = postbackTarget(url);
  if (!target) throw fieldError('url', 'not an address, or a macro in its host');
  if (!allowanceFor(target, deps.config.POSTBACK_ALLOWED_HOSTS)) throw new AppError('postback_host_not_allowed');
}

export async function listPostbackTemplates(deps: Deps, siteId: number): Promise<TAdminPostbackTemplate[]> {
  const rows = await deps.db
    .selectFrom('postback_templates')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('network')
    .orderBy('event')
    .orderBy('id')
    .execute();
  return rows.map(view);
}

export async function createPostbackTemplate(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: z.output<typeof ZAdminPostbackTemplateBody>,
): Promise<TAdminPostbackTemplate> {
  assertAllowedTarget(deps, body.url);
  const { site, ...values } = body;
  const now = deps.clock.now();
  return inTransaction(deps.db, async ({ tx }) => {
    const exists = await tx.selectFrom('sites').select('id').where('id', '=', site).executeTakeFirst();
    if (!exists) throw new AppError('not_found');
    const created = await tx
      .insertInto('postback_templates')
      .values({ ...values, site_id: site, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(tx, staff, req, {
      action: 'postback.create',
      targetType: 'postback',
      targetId: created.id,
      after: created,
    });
    return view(created);
  });
}

export async function updatePostbackTemplate(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: z.output<typeof ZAdminPostbackTemplateUpdate>,
): Promise<TAdminPostbackTemplate> {
  assertAllowedTarget(deps, body.url);
  const { id, ...changes } = body;
  return inTransaction(deps.db, async ({ tx }) => {
    const current = await tx
      .selectFrom('postback_templates')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('not_found');
    const diff = changedFields(current, changes);
    if (diff.keys.length === 0) return view(current);
    const updated = await tx
      .updateTable('postback_templates')
      .set({ ...diff.after, updated_at: deps.clock.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(tx, staff, req, {
      action: 'postback.update',
      targetType: 'postback',
      targetId: id,
      before: diff.before,
      after: diff.after,
    });
    return view(updated);
  });
}

/** A template is deleted outright; its calls stay in the log (without it). */
export async function deletePostbackTemplate(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  id: number,
): Promise<void> {
  await inTransaction(deps.db, async ({ tx }) => {
    const removed = await tx.deleteFrom('postback_templates').where('id', '=', id).returningAll().executeTakeFirst();
    if (!removed) throw new AppError('not_found');
    await audit(tx, staff, req, { action: 'postback.delete', targetType: 'postback', targetId: id, before: removed });
  });
}

export const POSTBACK_LOG_PAGE = 100;

/** The latest calls of a site, newest first, optionally of one template or status. */
export async function listPostbackCalls(
  deps: Deps,
  filter: { site: number; template?: number | undefined; before?: number | undefined },
): Promise<TAdminPostbackCall[]> {
  let query = deps.db
    .selectFrom('postback_calls')
    .select([
      'id',
      'site_id',
      'template_id',
      'network',
      'event',
      'url',
      'status',
      'attempts',
      'http_status',
      'duration_ms',
      'response_excerpt',
      'error',
      'created_at',
      'finished_at',
    ])
    .where('site_id', '=', filter.site)
    .orderBy('id', 'desc')
    .limit(POSTBACK_LOG_PAGE);
  if (filter.template !== undefined) query = query.where('template_id', '=', filter.template);
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    created_at: iso(row.created_at),
    finished_at: isoOrNull(row.finished_at),
  }));
}
