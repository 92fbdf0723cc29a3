import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAdminPostbackCall,
  ZAdminPostbackTemplate,
  ZAdminPostbackTemplateBody,
  ZAdminPostbackTemplateUpdate,
  ZRowId,
} from '@app/shared';
import { defineStaffRoute } from '../admin/staff-route';
import {
  createPostbackTemplate,
  deletePostbackTemplate,
  listPostbackCalls,
  listPostbackTemplates,
  updatePostbackTemplate,
} from './postback-templates.service';

const ZTemplateResponse = z.object({ postback: ZAdminPostbackTemplate });
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** The console's conversion postbacks: templates per site, network and event, and the log of calls. */
export function registerPostbackRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'postbacks.edit',
    method: 'GET',
    url: '/api/admin/postbacks.php',
    summary: 'The postback templates of a site `?site=`, by network and event, with the hosts the server allows.',
    query: z.object({ site: ZRowId }),
    response: z.object({ postbacks: z.array(ZAdminPostbackTemplate), allowed_hosts: z.array(z.string()) }),
    handler: async ({ query }) => ({
      postbacks: await listPostbackTemplates(deps, query.site),
      allowed_hosts: [...deps.config.POSTBACK_ALLOWED_HOSTS],
    }),
  });

  defineStaffRoute(app, {
    action: 'postbacks.edit',
    method: 'POST',
    url: '/api/admin/postbacks.php',
    summary:
      'A new template `{ site, network, event, url, fixed_payout_cents?, active? }`; macros {click_id} {sub1} {sub2} {sub3} {event} {payout} {currency} {order_id} {reason}. 400 `postback_host_not_allowed` off POSTBACK_ALLOWED_HOSTS, `postback_macro_unknown` for a misspelt macro.',
    body: ZAdminPostbackTemplateBody,
    response: ZTemplateResponse,
    status: 201,
    errors: ['postback_host_not_allowed', 'postback_macro_unknown'],
    handler: async ({ req, member: staff, body }) => ({
      postback: await createPostbackTemplate(deps, staff, req, body),
    }),
  });

  defineStaffRoute(app, {
    action: 'postbacks.edit',
    method: 'PUT',
    url: '/api/admin/postbacks.php',
    summary:
      'Change a template `{ id, network, event, url, fixed_payout_cents, active }` (calls already queued keep their address).',
    body: ZAdminPostbackTemplateUpdate,
    response: ZTemplateResponse,
    errors: ['postback_host_not_allowed', 'postback_macro_unknown'],
    handler: async ({ req, member: staff, body }) => ({
      postback: await updatePostbackTemplate(deps, staff, req, body),
    }),
  });

  defineStaffRoute(app, {
    action: 'postbacks.edit',
    method: 'DELETE',
    url: '/api/admin/postbacks.php',
    summary: 'Delete a template `{ id }`; its calls stay in the log.',
    body: z.object({ id: ZRowId }),
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ req, member: staff, body }) => (
      await deletePostbackTemplate(deps, staff, req, body.id),
      { ok: true as const }
    ),
  });

  defineStaffRoute(app, {
    action: 'postbacks.edit',
    method: 'GET',
    url: '/api/admin/postback-calls.php',
    summary:
      'The latest 100 postback calls of a site `?site=&template=&before=` (before: a call id, for the next page), newest first: status, attempts, HTTP status, time, the start of the answer.',
    query: z.object({
      site: ZRowId,
      template: z.preprocess(emptyAsAbsent, ZRowId.optional()),
      before: z.preprocess(emptyAsAbsent, ZRowId.optional()),
    }),
    response: z.object({ calls: z.array(ZAdminPostbackCall) }),
    handler: async ({ query }) => ({ calls: await listPostbackCalls(deps, query) }),
  });
}
