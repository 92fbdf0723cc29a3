import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZAdminDashboard, ZRowId } from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { dashboard, daysCsv } from './dashboard.service';

const ZRange = z
  .object({ site: ZRowId.optional(), from: z.iso.date(), to: z.iso.date() })
  .refine((range) => range.from <= range.to, { message: 'from after to', path: ['to'] });

/** Business dashboards: per site and day, from the pre-aggregated daily tables. */
export function registerDashboardRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'dashboard.view',
    method: 'GET',
    url: '/api/admin/dashboard.php',
    summary:
      'Per day between `from` and `to` (one `site` or all): signups, activations, first purchases, messages, operator first answers and those within 5 minutes, complaints; revenue by currency and method; signups and first purchases by traffic source.',
    query: ZRange,
    response: ZAdminDashboard,
    handler: async ({ query }) => dashboard(deps.db, { siteId: query.site ?? null, from: query.from, to: query.to }),
  });

  defineStaffRoute(app, {
    action: 'dashboard.view',
    method: 'GET',
    url: '/api/admin/dashboard.csv',
    summary: 'The days of the dashboard as CSV.',
    query: ZRange,
    response: z.string(),
    handler: async ({ reply, query }) => {
      const { days } = await dashboard(deps.db, { siteId: query.site ?? null, from: query.from, to: query.to });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dashboard-${query.from}-${query.to}.csv"`)
        .send(daysCsv(days)) as never;
    },
  });
}
