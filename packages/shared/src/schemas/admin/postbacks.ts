import { z } from 'zod';
import { customIssue } from '../../field-messages';
import { ZRowId } from '../ids';

/**
 * Conversion postbacks (issue 21): when a member who came from a traffic network signs up, confirms the
 * address, buys for the first time, buys at all, or gets a purchase refunded or charged back, the site
 * calls the network's address so the network can pay (or take back) its partner.
 */
export const POSTBACK_EVENTS = ['signup', 'activation', 'first_purchase', 'purchase', 'reversal'] as const;
export type TPostbackEvent = (typeof POSTBACK_EVENTS)[number];

/**
 * What a template may say, each filled in URL-encoded: the visitor's `ref` from the landing address is
 * the network's click id; payout and currency are the order's (or the template's fixed payout).
 */
export const POSTBACK_MACROS = [
  'click_id',
  'sub1',
  'sub2',
  'sub3',
  'event',
  'payout',
  'currency',
  'order_id',
  'reason',
] as const;
export type TPostbackMacro = (typeof POSTBACK_MACROS)[number];

export const POSTBACK_URL_MAX = 1000;
/** How much of a network's answer the call log keeps. */
export const POSTBACK_RESPONSE_EXCERPT_MAX = 300;

const MACRO = /\{([^{}]*)\}/g;

/** The macros a template names that are not ours (a typo would otherwise reach the network as text). */
export function unknownPostbackMacros(template: string): string[] {
  return [...template.matchAll(MACRO)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(POSTBACK_MACROS as readonly string[]).includes(name));
}

export const ZAdminPostbackTemplateBody = z.object({
  site: ZRowId,
  /** The `network` value of the landing address this template answers to. */
  network: z.string().trim().min(1).max(100),
  event: z.enum(POSTBACK_EVENTS),
  url: z
    .string()
    .trim()
    .max(POSTBACK_URL_MAX)
    .regex(/^https?:\/\/[^\s]+$/, 'http(s) address')
    .superRefine((url, ctx) => {
      if (unknownPostbackMacros(url).length > 0) ctx.addIssue(customIssue('postback_macro_unknown'));
    }),
  /** A fixed amount per conversion (a network paying per lead); null: the order's amount, 0 without one. */
  fixed_payout_cents: z.number().int().min(0).max(10_000_000).nullable().default(null),
  active: z.boolean().default(true),
});
export type TAdminPostbackTemplateBody = z.input<typeof ZAdminPostbackTemplateBody>;

export const ZAdminPostbackTemplateUpdate = ZAdminPostbackTemplateBody.omit({ site: true }).extend({ id: ZRowId });

export const ZAdminPostbackTemplate = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  network: z.string(),
  event: z.enum(POSTBACK_EVENTS),
  url: z.string(),
  fixed_payout_cents: z.number().int().nullable(),
  active: z.boolean(),
  updated_at: z.string(),
});
export type TAdminPostbackTemplate = z.infer<typeof ZAdminPostbackTemplate>;

export const POSTBACK_CALL_STATUSES = ['pending', 'sent', 'retrying', 'failed', 'refused'] as const;
export type TPostbackCallStatus = (typeof POSTBACK_CALL_STATUSES)[number];

/** One call (with its latest attempt) as the console's log shows it. */
export const ZAdminPostbackCall = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  template_id: z.number().int().nullable(),
  network: z.string(),
  event: z.enum(POSTBACK_EVENTS),
  url: z.string(),
  status: z.enum(POSTBACK_CALL_STATUSES),
  attempts: z.number().int(),
  http_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  response_excerpt: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TAdminPostbackCall = z.infer<typeof ZAdminPostbackCall>;
