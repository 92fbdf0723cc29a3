import { z } from 'zod';

/** Business dashboards (GET /api/admin/dashboard.php): per site and day, from the daily aggregates. */
const count = z.number();
export const ZAdminDashboardDay = z.object({
  day: z.string(),
  signups: count,
  activations: count,
  first_purchases: count,
  messages: count,
  /** Operators' first answers to a waiting member. */
  operator_replies: count,
  answered_within_5m: count,
  complaints: count,
});
export type TAdminDashboardDay = z.infer<typeof ZAdminDashboardDay>;
export const ZAdminRevenueRow = z.object({
  currency: z.string(),
  method: z.string(),
  orders: count,
  amount_cents: count,
  refunded_cents: count,
});
export type TAdminRevenueRow = z.infer<typeof ZAdminRevenueRow>;
export const ZAdminRevenueDay = z.object({ day: z.string(), currency: z.string(), amount_cents: count });
export type TAdminRevenueDay = z.infer<typeof ZAdminRevenueDay>;
export const ZAdminTrafficRow = z.object({
  network: z.string(),
  ref: z.string(),
  sub1: z.string(),
  sub2: z.string(),
  sub3: z.string(),
  signups: count,
  first_purchases: count,
});
export type TAdminTrafficRow = z.infer<typeof ZAdminTrafficRow>;
export const ZAdminDashboard = z.object({
  days: z.array(ZAdminDashboardDay),
  revenue: z.array(ZAdminRevenueRow),
  revenue_by_day: z.array(ZAdminRevenueDay),
  traffic: z.array(ZAdminTrafficRow),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
