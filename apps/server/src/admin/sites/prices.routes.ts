import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZAdminDiscountCode,
  ZAdminDiscountCreate,
  ZAdminDiscountUpdate,
  ZAdminPackage,
  ZAdminPackageCreate,
  ZAdminPackageUpdate,
  ZRowId,
} from '@app/shared';
import { defineStaffRoute } from '../staff-route';
import { answeringConflicts } from './admin-input';
import { createDiscountCode, listDiscountCodes, updateDiscountCode } from './discount-codes.service';
import { createPackage, listSitePackages, updatePackage } from './packages.service';

const ZPackageResponse = z.object({ package: ZAdminPackage });
const ZDiscountResponse = z.object({ code: ZAdminDiscountCode });
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Credit packages with their prices per currency, and discount codes (admins only). */
export function registerPriceRoutes(app: FastifyInstance): void {
  const { deps } = app;

  defineStaffRoute(app, {
    action: 'packages.edit',
    method: 'GET',
    url: '/api/admin/packages.php',
    summary: 'Every credit package of a site `?site=` in every currency, inactive ones included.',
    query: z.object({ site: ZRowId }),
    response: z.object({ packages: z.array(ZAdminPackage) }),
    handler: async ({ query }) => ({ packages: await listSitePackages(deps, query.site) }),
  });

  defineStaffRoute(app, {
    action: 'packages.edit',
    method: 'POST',
    url: '/api/admin/packages.php',
    summary:
      'A new package `{ site, currency, credits, price_cents, style: p0–p3, best_value?, position? }`; a best value takes the mark from the others of its site and currency.',
    body: ZAdminPackageCreate,
    response: ZPackageResponse,
    status: 201,
    handler: async ({ req, member: staff, body }) => ({ package: await createPackage(deps, staff, req, body) }),
  });

  defineStaffRoute(app, {
    action: 'packages.edit',
    method: 'PUT',
    url: '/api/admin/packages.php',
    summary:
      'Change a package `{ id, credits?, price_cents?, style?, best_value?, position?, active? }` (new orders only; orders keep their price).',
    body: ZAdminPackageUpdate,
    response: ZPackageResponse,
    handler: async ({ req, member: staff, body }) => ({ package: await updatePackage(deps, staff, req, body) }),
  });

  defineStaffRoute(app, {
    action: 'packages.edit',
    method: 'DELETE',
    url: '/api/admin/packages.php',
    summary:
      'Take a package off sale `{ id }` (orders refer to it, so the row stays; PUT `active: true` brings it back).',
    body: z.object({ id: ZRowId }),
    response: ZPackageResponse,
    handler: async ({ req, member: staff, body }) => ({
      package: await updatePackage(deps, staff, req, { id: body.id, active: false }, 'package.deactivate'),
    }),
  });

  defineStaffRoute(app, {
    action: 'discounts.edit',
    method: 'GET',
    url: '/api/admin/discounts.php',
    summary:
      'Discount codes, newest first, with their redemptions `?site=&q=&page=` (site: its own and all-site codes).',
    query: z.object({
      site: z.preprocess(emptyAsAbsent, ZRowId.optional()),
      q: z.preprocess(emptyAsAbsent, z.string().trim().max(40).optional()),
      page: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(10_000).default(1)),
    }),
    response: z.object({ codes: z.array(ZAdminDiscountCode), has_more: z.boolean() }),
    handler: async ({ query }) => listDiscountCodes(deps, query),
  });

  defineStaffRoute(app, {
    action: 'discounts.edit',
    method: 'POST',
    url: '/api/admin/discounts.php',
    summary:
      'A new code `{ code, site_id (null: every site), value_percentage, country?, user_id?, currency?, minimum_order_cents?, paymentmethods?, validity?, status?, expires_at?, signup_window_seconds?, unpaid_only? }`; 409 when the site has it already (any case).',
    body: ZAdminDiscountCreate,
    response: ZDiscountResponse,
    status: 201,
    handler: async ({ req, reply, member: staff, body }) =>
      answeringConflicts(req, reply, async () => ({ code: await createDiscountCode(deps, staff, req, body) })),
  });

  defineStaffRoute(app, {
    action: 'discounts.edit',
    method: 'PUT',
    url: '/api/admin/discounts.php',
    summary: 'Change a code `{ id, ...fields }` (status `disabled` switches it off); 409 as for POST.',
    body: ZAdminDiscountUpdate,
    response: ZDiscountResponse,
    handler: async ({ req, reply, member: staff, body }) =>
      answeringConflicts(req, reply, async () => ({ code: await updateDiscountCode(deps, staff, req, body) })),
  });
}
