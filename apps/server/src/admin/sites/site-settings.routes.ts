import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAdminCompany,
  ZAdminCompanyCreate,
  ZAdminCompanyUpdate,
  ZAdminSite,
  ZAdminSiteCreate,
  ZAdminSiteRow,
  ZAdminSiteUpdate,
  ZRowId,
} from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { answeringConflicts } from './admin-input';
import { createCompany, getCompany, listCompanies, updateCompany } from './companies.service';
import { createSite, getAdminSite, listAdminSites, updateSite } from './site-settings.service';

const ZSiteResponse = z.object({ site: ZAdminSite });
const ZCompanyResponse = z.object({ company: ZAdminCompany });

/** Sites and the companies behind them (admins only). */
export function registerSiteSettingsRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'sites.edit',
    method: 'GET',
    url: '/api/admin/sites.php',
    summary: 'Every site with its domains and company.',
    response: z.object({ sites: z.array(ZAdminSiteRow) }),
    handler: async () => ({ sites: await listAdminSites(deps) }),
  });

  defineStaffRoute(app, {
    action: 'sites.edit',
    method: 'GET',
    url: '/api/admin/site.php',
    summary: 'One site `?id=` with every setting as stored (spec point 3) and its further domains.',
    query: z.object({ id: ZRowId }),
    response: ZSiteResponse,
    handler: async ({ query }) => ({ site: await getAdminSite(deps, query.id) }),
  });

  defineStaffRoute(app, {
    action: 'sites.edit',
    method: 'PUT',
    url: '/api/admin/site.php',
    summary:
      'Change settings of a site `{ id, ...settings }` (any subset); effective at once. 409 when a domain belongs to another site.',
    body: ZAdminSiteUpdate,
    response: ZSiteResponse,
    handler: async ({ req, reply, member: staff, body }) =>
      answeringConflicts(req, reply, async () => ({ site: await updateSite(deps, staff, req, body) })),
  });

  defineStaffRoute(app, {
    action: 'sites.edit',
    method: 'POST',
    url: '/api/admin/site.php',
    summary:
      'A new site `{ name, domain, company_id, languages, countries, default_country, currency, ...settings }`; never the default site.',
    body: ZAdminSiteCreate,
    response: ZSiteResponse,
    status: 201,
    handler: async ({ req, reply, member: staff, body }) =>
      answeringConflicts(req, reply, async () => ({ site: await createSite(deps, staff, req, body) })),
  });

  defineStaffRoute(app, {
    action: 'company.edit',
    method: 'GET',
    url: '/api/admin/companies.php',
    summary: 'Every company with its sites.',
    response: z.object({ companies: z.array(ZAdminCompany) }),
    handler: async () => ({ companies: await listCompanies(deps) }),
  });

  defineStaffRoute(app, {
    action: 'company.edit',
    method: 'GET',
    url: '/api/admin/company.php',
    summary: 'One company `?id=`.',
    query: z.object({ id: ZRowId }),
    response: ZCompanyResponse,
    handler: async ({ query }) => ({ company: await getCompany(deps, query.id) }),
  });

  defineStaffRoute(app, {
    action: 'company.edit',
    method: 'PUT',
    url: '/api/admin/company.php',
    summary:
      'Change company info `{ id, name?, address?, kvk?, city?, country?, tradenames?, vat_numbers?, support_phone?, delete_discount? }`.',
    body: ZAdminCompanyUpdate,
    response: ZCompanyResponse,
    handler: async ({ req, member: staff, body }) => ({ company: await updateCompany(deps, staff, req, body) }),
  });

  defineStaffRoute(app, {
    action: 'company.edit',
    method: 'POST',
    url: '/api/admin/company.php',
    summary: 'A new company `{ name, ...info }` (a site needs one).',
    body: ZAdminCompanyCreate,
    response: ZCompanyResponse,
    status: 201,
    handler: async ({ req, member: staff, body }) => ({ company: await createCompany(deps, staff, req, body) }),
  });
}
