import type { FastifyInstance } from 'fastify';
import { registerFictionalRoutes } from './fictional.routes';
import { registerGiftRoutes } from './gifts.routes';
import { registerPriceRoutes } from './prices.routes';
import { registerSiteSettingsRoutes } from './site-settings.routes';
import { registerStaffAdminRoutes } from './staff.routes';

/**
 * The admins' part of the console: sites, company info, packages and prices, gifts, discount codes,
 * fictional profiles, staff accounts and the audit log. Every change is audited in its transaction.
 */
export function registerSiteAdminRoutes(app: FastifyInstance): void {
  registerSiteSettingsRoutes(app);
  registerPriceRoutes(app);
  registerGiftRoutes(app);
  registerFictionalRoutes(app);
  registerStaffAdminRoutes(app);
}
