import { z } from 'zod';
import { ZRowId } from '../ids';
import { ZAdminDossierRisk } from './risk';

/** Member support: search results and a member's dossier, every field listed (nothing else leaves). */
export const ZAdminMemberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.string(),
  name: z.string(),
  site_name: z.string(),
  profile_id: z.number().int(),
  fictional: z.boolean(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  country: z.string(),
  signup_date: z.string(),
  deleted_at: z.string().nullable(),
  banned_at: z.string().nullable(),
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;

export const ZAdminDossierMember = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.string(),
  fictional: z.boolean(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  language: z.string(),
  invisible: z.boolean(),
  network: z.string().nullable(),
  ref: z.string().nullable(),
  sub1: z.string().nullable(),
  sub2: z.string().nullable(),
  sub3: z.string().nullable(),
  signup_ip: z.string().nullable(),
  signup_date: z.string(),
  last_active_at: z.string(),
  deleted_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  ban_reason: z.string().nullable(),
  site_id: z.number().int(),
  site_name: z.string(),
  cdn_prefix: z.string(),
  refund_days: z.number().int(),
  profile_id: z.number().int(),
  name: z.string(),
  date_of_birth: z.string(),
  gender: z.string(),
  seeking: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string(),
  about: z.string(),
  profile_status: z.string(),
});
export type TAdminDossierMember = z.infer<typeof ZAdminDossierMember>;

export const ZAdminDossierPhoto = z.object({
  id: z.number().int(),
  /** The full size, as it is: a signed address that works for a few minutes, unless it is the main photo. */
  url: z.string(),
  thumb_filename: z.string(),
  status: z.string(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminDossierPhoto = z.infer<typeof ZAdminDossierPhoto>;

export const ZAdminLedgerEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TAdminLedgerEntry = z.infer<typeof ZAdminLedgerEntry>;

export const ZAdminDossierOrder = z.object({
  id: z.number().int(),
  public_id: z.string(),
  status: z.string(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  method: z.string(),
  provider: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_requested_at: z.string().nullable(),
  refundable: z.boolean(),
});
export type TAdminDossierOrder = z.infer<typeof ZAdminDossierOrder>;

export const ZAdminDossierSession = z.object({
  id: z.number().int(),
  client_type: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type TAdminDossierSession = z.infer<typeof ZAdminDossierSession>;

export const ZAdminDossierComplaint = z.object({
  id: z.number().int(),
  reason: z.string(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** Whether the member filed the complaint or is its subject. */
  role: z.enum(['filed', 'about']),
});
export type TAdminDossierComplaint = z.infer<typeof ZAdminDossierComplaint>;

export const ZAdminDossierWarning = z.object({
  id: z.number().int(),
  reason: z.string(),
  text: z.string(),
  created_at: z.string(),
  seen_at: z.string().nullable(),
});
export type TAdminDossierWarning = z.infer<typeof ZAdminDossierWarning>;

export const ZAdminDossier = z.object({
  member: ZAdminDossierMember,
  notifications: z.array(z.object({ type: z.string(), enabled: z.boolean(), reason: z.string().nullable() })),
  photos: z.array(ZAdminDossierPhoto),
  ledger: z.array(ZAdminLedgerEntry),
  orders: z.array(ZAdminDossierOrder),
  sessions: z.array(ZAdminDossierSession),
  complaints: z.array(ZAdminDossierComplaint),
  warnings: z.array(ZAdminDossierWarning),
  risk: ZAdminDossierRisk,
});
export type TAdminDossier = z.infer<typeof ZAdminDossier>;

/** POST /api/admin/grant-credits.php: goodwill credits through the ledger, with the reason kept beside them. */
export const ZAdminGrantCredits = z.object({
  user: ZRowId,
  amount: z.number().int().min(1).max(10_000),
  reason: z.string().trim().min(3).max(300),
});
export type TAdminGrantCredits = z.infer<typeof ZAdminGrantCredits>;

/** POST /api/admin/ban.php: the reason, and whether the /24 of the signup address is banned too. */
export const ZAdminBan = z.object({
  user: ZRowId,
  reason: z.string().trim().min(2).max(300),
  ban_ip_range: z.boolean().default(false),
});
export type TAdminBan = z.input<typeof ZAdminBan>;

/** POST /api/admin/warn.php: the reason and optional words the member reads on their next visit. */
export const ZAdminWarn = z.object({
  user: ZRowId,
  reason: z.string().trim().min(2).max(100),
  text: z.string().trim().max(1000).default(''),
});
export type TAdminWarn = z.input<typeof ZAdminWarn>;
