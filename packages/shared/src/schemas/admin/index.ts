/** The operations console's shapes (calls under /api/admin/), one file per console area. */
export { ZAdminCurrency, ZAdminDomain } from './fields';
export * from './staff';
export * from './moderation';
export * from './support';
export * from './inbox';
export * from './sites';
export * from './prices';
export * from './fictional';
export * from './audit';
export * from './dashboard';
export * from './risk';
export * from './verification';
export * from './postbacks';
