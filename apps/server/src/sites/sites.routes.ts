import type { FastifyInstance } from 'fastify';
import { ZCompanyInfoResponse, ZSettingsQuery, ZSettingsResponse } from '@app/shared';
import { defineRoute } from '../lib/route';
import { settingsForRequest } from './index-document';
import { getCompanyInfo } from './sites.service';

export function registerSiteRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/api/settings.php',
    summary:
      "The public settings of the site chosen by _force_domain or the Host header, with the visitor's GeoIP country.",
    query: ZSettingsQuery,
    response: ZSettingsResponse,
    handler: async ({ req }) => ({ settings: await settingsForRequest(req) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companyinfo.php',
    summary: 'The company that runs the site (for terms, receipts and the imprint).',
    response: ZCompanyInfoResponse,
    handler: async ({ req }) => ({ company: await getCompanyInfo(deps.db, req.site) }),
  });
}
