import { z } from 'zod';

/** Version of the export's shape (docs/data-export.md); raised when a field changes meaning or goes. */
export const EXPORT_FORMAT_VERSION = 1;

const when = z.iso.datetime({ offset: true });
const maybe = <T extends z.ZodType>(schema: T) => schema.nullable();
const id = z.number().int();
/** Another member as the member already sees them in the app: their profile id and public name. */
const ZOtherMember = z.object({ profile_id: id, name: z.string() });

const ZAccount = z.object({
  id,
  site: z.object({ id, name: z.string(), domain: z.string() }),
  email: z.string(),
  status: z.string(),
  confirmed_at: maybe(when),
  credits: z.number().int(),
  premium: z.boolean(),
  language: z.string(),
  invisible: z.boolean(),
  signup_date: when,
  signup_ip: maybe(z.string()),
  last_active_at: when,
  unread_reminder_at: maybe(when),
  deleted_at: maybe(when),
  deletion_reason: maybe(z.string()),
  banned_at: maybe(when),
  ban_reason: maybe(z.string()),
});

const ZProfile = z.object({
  id,
  name: z.string(),
  date_of_birth: z.string(),
  gender: z.string(),
  sexuality: z.string(),
  seeking: z.string(),
  country: z.string(),
  region: maybe(z.string()),
  city: z.string(),
  about: z.string(),
  interests: z.array(z.string()),
  hair_color: maybe(z.string()),
  eye_color: maybe(z.string()),
  body_type: maybe(z.string()),
  relationship_status: maybe(z.string()),
  status: z.string(),
  searchable: z.boolean(),
  main_photo_id: maybe(id),
  last_active_at: when,
  verified_at: maybe(when),
});

const ZOrder = z.object({
  id: z.string(),
  status: z.string(),
  package_id: id,
  credits: z.number().int(),
  currency: z.string(),
  list_price_cents: z.number().int(),
  discount_code: maybe(z.string()),
  discount_cents: z.number().int(),
  amount_cents: z.number().int(),
  method: z.string(),
  provider: z.string(),
  recurring: z.boolean(),
  save_method: z.boolean(),
  failure_reason: maybe(z.string()),
  created_at: when,
  completed_at: maybe(when),
  refund_requested_at: maybe(when),
  refunded_at: maybe(when),
  receipt_number: maybe(z.string()),
});

const ZMandate = z.object({
  id: z.string(),
  package_id: id,
  account_holder: z.string(),
  iban_masked: z.string(),
  street: z.string(),
  house_number: z.string(),
  zip: z.string(),
  city: z.string(),
  phone: z.string(),
  discount_code: maybe(z.string()),
  status: z.string(),
  code_expires_at: when,
  attempts: z.number().int(),
  sends: z.number().int(),
  order_id: maybe(z.string()),
  created_at: when,
});

/**
 * Everything we hold about a member (GDPR articles 15 and 20), as the download gives it. Each section
 * and field is described in docs/data-export.md; the answer is parsed by this schema, so nothing
 * outside it (a hash, a token) can leave.
 */
export const ZAccountExport = z.object({
  format: z.object({ name: z.literal('member-data-export'), version: z.literal(EXPORT_FORMAT_VERSION) }),
  exported_at: when,
  account: ZAccount,
  traffic_source: z.object({
    network: maybe(z.string()),
    ref: maybe(z.string()),
    sub1: maybe(z.string()),
    sub2: maybe(z.string()),
    sub3: maybe(z.string()),
  }),
  notification_settings: z.object({
    disabled: z.array(z.object({ type: z.string(), reason: z.string() })),
  }),
  profile: maybe(ZProfile),
  about_reviews: z.array(
    z.object({
      text: z.string(),
      status: z.string(),
      reason: maybe(z.string()),
      created_at: when,
      reviewed_at: maybe(when),
    }),
  ),
  contact_flags: z.array(
    z.object({
      source: z.string(),
      action: z.string(),
      conversation_id: maybe(z.number().int()),
      text: z.string(),
      findings: z.array(z.object({ kind: z.string(), start: z.number().int(), end: z.number().int() })),
      status: z.string(),
      created_at: when,
      reviewed_at: maybe(when),
    }),
  ),
  risk: maybe(z.object({ score: z.number().int(), decided_at: maybe(when), updated_at: when })),
  risk_evidence: z.array(
    z.object({
      kind: z.string(),
      terms: z.array(z.string()),
      count: z.number().int(),
      excerpt: z.string(),
      review_id: maybe(z.number().int()),
      created_at: when,
      updated_at: when,
    }),
  ),
  risk_reviews: z.array(
    z.object({
      id,
      score: z.number().int(),
      status: z.string(),
      created_at: when,
      decided_at: maybe(when),
    }),
  ),
  verifications: z.array(
    z.object({
      pose: z.string(),
      status: z.string(),
      consent_at: when,
      selfie_at: maybe(when),
      comparison: maybe(
        z.object({
          faces_in_selfie: z.number().int(),
          closest_distance: maybe(z.number()),
          tilt_degrees: maybe(z.number()),
          photos_compared: z.number().int(),
        }),
      ),
      review_reason: maybe(z.string()),
      rejection_reason: maybe(z.string()),
      decided_at: maybe(when),
      created_at: when,
    }),
  ),
  photos: z.array(
    z.object({
      id,
      filename: z.string(),
      thumb_filename: z.string(),
      blur_filename: z.string(),
      status: z.string(),
      rejection_reason: maybe(z.string()),
      width: z.number().int(),
      height: z.number().int(),
      created_at: when,
      screening: maybe(
        z.object({ explicit: z.number(), faces: z.number().int(), youngest_age: z.number().nullable() }),
      ),
      explicit: z.boolean(),
      hold_reason: maybe(z.string()),
    }),
  ),
  sessions: z.array(
    z.object({
      client_type: z.string(),
      ip: maybe(z.string()),
      user_agent: maybe(z.string()),
      created_at: when,
      last_seen_at: when,
      expires_at: when,
      revoked_at: maybe(when),
    }),
  ),
  push_subscriptions: z.array(z.object({ endpoint: z.string(), expiration_time: maybe(when), created_at: when })),
  account_links: z.array(
    z.object({
      purpose: z.string(),
      new_email: maybe(z.string()),
      created_at: when,
      expires_at: when,
      used_at: maybe(when),
    }),
  ),
  login_links: z.array(z.object({ target_path: z.string(), created_at: when, expires_at: when, used_at: maybe(when) })),
  notifications_sent: z.array(
    z.object({
      channel: z.string(),
      topic: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      created_at: when,
      sent_at: maybe(when),
    }),
  ),
  credit_ledger: z.array(
    z.object({
      delta: z.number().int(),
      balance_after: z.number().int(),
      reason: z.string(),
      ref_type: maybe(z.string()),
      ref_id: maybe(id),
      note: z.string(),
      created_at: when,
    }),
  ),
  likes_given: z.array(ZOtherMember.extend({ source: z.string(), created_at: when })),
  likes_received: z.array(ZOtherMember.extend({ seen: z.boolean(), created_at: when, mailed_at: maybe(when) })),
  passes: z.array(ZOtherMember.extend({ created_at: when })),
  blocks: z.array(ZOtherMember.extend({ created_at: when })),
  complaints_filed: z.array(
    z.object({
      reported_profile_id: maybe(id),
      reason: z.string(),
      text: z.string(),
      status: z.string(),
      created_at: when,
      resolved_at: maybe(when),
    }),
  ),
  complaints_about_you: z.array(
    z.object({ reason: z.string(), status: z.string(), created_at: when, resolved_at: maybe(when) }),
  ),
  conversations: z.array(
    z.object({
      id,
      with: ZOtherMember,
      started_by_you: z.boolean(),
      created_at: when,
      last_message_at: maybe(when),
      unread_count: z.number().int(),
      unread_since: maybe(when),
      last_read_message_id: id,
      hidden_at: maybe(when),
      mailed_at: maybe(when),
    }),
  ),
  messages_sent: z.array(
    z.object({
      id,
      conversation_id: id,
      kind: z.string(),
      body: z.string(),
      gift_key: maybe(z.string()),
      chat_photo_id: maybe(id),
      credits: z.number().int(),
      created_at: when,
    }),
  ),
  messages_received: z.array(
    z.object({
      id,
      conversation_id: id,
      from: ZOtherMember,
      kind: z.string(),
      body: z.string(),
      gift_key: maybe(z.string()),
      chat_photo_id: maybe(id),
      created_at: when,
    }),
  ),
  chat_photos: z.array(
    z.object({
      id,
      filename: z.string(),
      thumb_filename: z.string(),
      blur_filename: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      created_at: when,
    }),
  ),
  staff_notes: z.array(z.object({ conversation_id: id, text: z.string(), created_at: when })),
  orders: z.array(ZOrder),
  discount_codes_used: z.array(
    z.object({ code: z.string(), order_id: z.string(), validity: z.string(), created_at: when }),
  ),
  personal_discount_codes: z.array(
    z.object({
      code: z.string(),
      value_percentage: z.number(),
      currency: maybe(z.string()),
      minimum_order_cents: z.number().int(),
      payment_methods: maybe(z.array(z.string())),
      validity: z.string(),
      status: z.string(),
      expires_at: maybe(when),
      /** Why the code was made for this member: `retention` (offered when they thought of leaving). */
      purpose: maybe(z.string()),
      created_at: when,
    }),
  ),
  saved_payment_methods: z.array(
    z.object({ provider: z.string(), method: z.string(), label: z.string(), created_at: when }),
  ),
  direct_debit_mandates: z.array(ZMandate),
  warnings: z.array(z.object({ reason: z.string(), text: z.string(), created_at: when, seen_at: maybe(when) })),
  /** What the site told the traffic network the member came from (postbacks): the network is a recipient. */
  conversions_reported: z.array(
    z.object({ network: z.string(), event: z.string(), url: z.string(), status: z.string(), created_at: when }),
  ),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
export type TExportSection = keyof TAccountExport;
