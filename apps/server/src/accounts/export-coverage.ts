import type { TExportSection } from './export-schema';

/** A table about members whose rows are exported: which columns go out, and why each other one does not. */
interface TExportedTable {
  sections: readonly TExportSection[];
  exported: readonly string[];
  withheld: Record<string, string>;
}
/** A table that points at members but holds no fact about them that the export leaves out, and why. */
interface TWithheldTable {
  withheld: string;
}

const OWN_ID = 'the member’s own id (the export is theirs)';
const STAFF = 'which staff member did it: staff’s data, not the member’s';
const SECRET = 'a secret (hash of a token or a key): showing it helps nobody but an attacker';
const INTERNAL = 'bookkeeping of the server (retries, locks, duplicate detection), no fact about the member';

/**
 * Every table that refers to a member, directly or through another such table (foreign keys from
 * users), with what the export does with each column. export-coverage.test.ts reads the database's
 * own schema: a new table or column about members fails it until it is added here, and to the export
 * and docs/data-export.md when it is a fact about the member.
 */
export const EXPORT_COVERAGE = {
  users: {
    sections: ['account', 'traffic_source', 'notification_settings'],
    exported: [
      'id',
      'site_id',
      'email',
      'status',
      'confirmed_at',
      'credits',
      'paid_user',
      'language',
      'invisible',
      'signup_date',
      'signup_ip',
      'last_active_at',
      'unread_reminder_at',
      'deleted_at',
      'deletion_reason',
      'banned_at',
      'ban_reason',
      'notifications_disabled',
      'network',
      'ref',
      'sub1',
      'sub2',
      'sub3',
    ],
    withheld: {
      password_hash: SECRET,
      fictional: 'always false for a member: it marks the site’s own profiles',
    },
  },
  profiles: {
    sections: ['profile'],
    exported: [
      'id',
      'name',
      'date_of_birth',
      'gender',
      'sexuality',
      'seeking',
      'country',
      'region',
      'city',
      'about',
      'interests',
      'hair_color',
      'eye_color',
      'body_type',
      'relationship_status',
      'status',
      'searchable',
      'main_photo_id',
      'last_active_at',
      'verified_at',
    ],
    withheld: {
      user_id: OWN_ID,
      site_id: 'the same site as account.site',
      lat: 'the map position of the exported city (a public place), only to order members by distance',
      lon: 'the map position of the exported city (a public place), only to order members by distance',
      pos: 'the same position on a flat map, kept by the database for "nearest first"',
    },
  },
  about_reviews: {
    sections: ['about_reviews'],
    exported: ['text', 'status', 'reason', 'created_at', 'reviewed_at'],
    withheld: { id: INTERNAL, profile_id: OWN_ID, reviewed_by: STAFF },
  },
  contact_flags: {
    sections: ['contact_flags'],
    exported: ['source', 'action', 'conversation_id', 'text', 'findings', 'status', 'created_at', 'reviewed_at'],
    withheld: {
      id: INTERNAL,
      site_id: 'the same site as account.site',
      profile_id: OWN_ID,
      staff_id: STAFF,
      reviewed_by: STAFF,
      other_profile_id: 'the other member of the conversation, exported with the conversation',
      message_id: 'the message, exported with the conversation (as delivered)',
    },
  },
  verifications: {
    sections: ['verifications'],
    exported: [
      'pose',
      'status',
      'consent_at',
      'selfie_at',
      'comparison',
      'review_reason',
      'rejection_reason',
      'decided_at',
      'created_at',
    ],
    withheld: {
      id: INTERNAL,
      user_id: OWN_ID,
      site_id: 'the same site as account.site',
      decided_by: STAFF,
      selfie_filename:
        'where the selfie is stored while its check is open (private, never served by name); `status` says whether one is held, and it is deleted with the decision',
    },
  },
  photos: {
    sections: ['photos'],
    exported: [
      'id',
      'filename',
      'thumb_filename',
      'blur_filename',
      'status',
      'rejection_reason',
      'width',
      'height',
      'created_at',
      'screening',
      'explicit',
      'hold_reason',
    ],
    withheld: {
      user_id: OWN_ID,
      reviewed_by: STAFF,
      risk: 'the moderation queue’s order, worked out from `screening` and `hold_reason`, which are exported',
      public_filename: 'the public copy of the same picture when it is the main photo: no fact of its own',
      public_card_filename: 'a smaller public copy of the same picture for cards: no fact of its own',
    },
  },
  sessions: {
    sections: ['sessions'],
    exported: ['client_type', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'],
    withheld: { id: INTERNAL, token_hash: SECRET, user_id: OWN_ID, site_id: 'the same site as account.site' },
  },
  push_subscriptions: {
    sections: ['push_subscriptions'],
    exported: ['endpoint', 'expiration_time', 'created_at'],
    withheld: { id: INTERNAL, user_id: OWN_ID, p256dh: SECRET, auth: SECRET },
  },
  account_tokens: {
    sections: ['account_links'],
    exported: ['purpose', 'new_email', 'created_at', 'expires_at', 'used_at'],
    withheld: { id: INTERNAL, token_hash: SECRET, user_id: OWN_ID },
  },
  login_links: {
    sections: ['login_links'],
    exported: ['target_path', 'created_at', 'expires_at', 'used_at'],
    withheld: { id: INTERNAL, token_hash: SECRET, user_id: OWN_ID, site_id: 'the same site as account.site' },
  },
  jobs: {
    sections: ['notifications_sent'],
    exported: ['kind', 'topic', 'status', 'created_at', 'finished_at'],
    withheld: {
      id: INTERNAL,
      site_id: 'the same site as account.site',
      user_id: OWN_ID,
      payload: 'the rendered mail or push: its links carry one-time tokens; what it was about is the topic',
      attempts: INTERNAL,
      run_at: INTERNAL,
      locked_until: INTERNAL,
      last_error: 'the mail server’s error text, about our delivery, not the member',
    },
  },
  credit_ledger: {
    sections: ['credit_ledger'],
    exported: ['delta', 'balance_after', 'reason', 'ref_type', 'ref_id', 'note', 'created_at'],
    withheld: { id: INTERNAL, user_id: OWN_ID, idempotency_key: INTERNAL },
  },
  member_warnings: {
    sections: ['warnings'],
    exported: ['reason', 'text', 'created_at', 'seen_at'],
    withheld: { id: INTERNAL, user_id: OWN_ID, staff_id: STAFF },
  },
  likes: {
    sections: ['likes_given', 'likes_received'],
    exported: ['liker_id', 'liked_id', 'source', 'like_new', 'created_at', 'mailed_at'],
    withheld: {},
  },
  swipe_passes: {
    sections: ['passes'],
    exported: ['profile_id', 'passed_id', 'created_at'],
    withheld: {},
  },
  blocks: {
    sections: ['blocks'],
    exported: ['blocker_id', 'blocked_id', 'created_at'],
    withheld: {},
  },
  complaints: {
    sections: ['complaints_filed', 'complaints_about_you'],
    exported: ['reporter_profile_id', 'reported_profile_id', 'reason', 'text', 'status', 'created_at', 'resolved_at'],
    withheld: {
      id: INTERNAL,
      site_id: 'the same site as account.site',
      resolution: 'staff’s note on the decision, which may be about the other member; the outcome is status',
      resolved_by: STAFF,
      risk_review_id:
        'the review an appeal is about: the appeal is a complaint filed (reason appeal), the review is in risk_reviews',
    },
  },
  member_risks: {
    sections: ['risk'],
    exported: ['score', 'decided_at', 'updated_at'],
    withheld: { profile_id: OWN_ID, site_id: 'the same site as account.site' },
  },
  member_risk_evidence: {
    sections: ['risk_evidence'],
    exported: ['kind', 'terms', 'count', 'excerpt', 'review_id', 'created_at', 'updated_at'],
    withheld: {
      id: INTERNAL,
      profile_id: OWN_ID,
      message_id: 'the message, exported with the conversation (its words are the excerpt)',
      message_ids: 'the first messages, exported with the conversations',
    },
  },
  member_risk_reviews: {
    sections: ['risk_reviews'],
    exported: ['id', 'score', 'status', 'created_at', 'decided_at'],
    withheld: {
      site_id: 'the same site as account.site',
      profile_id: OWN_ID,
      note: 'the moderator’s note; a warning’s words are exported with the warnings',
      decided_by: STAFF,
    },
  },
  conversations: {
    sections: ['conversations'],
    exported: ['id', 'profile_low', 'profile_high', 'started_by', 'created_at'],
    withheld: {
      site_id: 'the same site as account.site',
      last_message_id: 'the last message, which is in messages_sent or messages_received',
      last_message_at: 'the member’s own side (conversation_members) is exported instead',
    },
  },
  conversation_members: {
    sections: ['conversations'],
    exported: [
      'conversation_id',
      'profile_id',
      'other_profile_id',
      'unread_count',
      'unread_since',
      'last_read_message_id',
      'last_message_at',
      'hidden_at',
      'mailed_at',
    ],
    withheld: {},
  },
  messages: {
    sections: ['messages_sent', 'messages_received'],
    exported: [
      'id',
      'conversation_id',
      'sender_id',
      'kind',
      'body',
      'gift_key',
      'chat_photo_id',
      'credits',
      'created_at',
    ],
    withheld: { idempotency_key: INTERNAL },
  },
  chat_photos: {
    sections: ['chat_photos'],
    exported: ['id', 'filename', 'thumb_filename', 'blur_filename', 'width', 'height', 'created_at'],
    withheld: { user_id: OWN_ID },
  },
  operator_notes: {
    sections: ['staff_notes'],
    exported: ['conversation_id', 'text', 'created_at'],
    withheld: { id: INTERNAL, staff_id: STAFF },
  },
  orders: {
    sections: ['orders'],
    exported: [
      'id',
      'public_id',
      'status',
      'package_id',
      'credits',
      'currency',
      'list_price_cents',
      'discount_code_id',
      'discount_cents',
      'amount_cents',
      'method',
      'provider',
      'recurring',
      'save_method',
      'failure_reason',
      'created_at',
      'completed_at',
      'refund_requested_at',
      'refunded_at',
    ],
    withheld: {
      user_id: OWN_ID,
      site_id: 'the same site as account.site',
      provider_ref: 'the payment provider’s internal reference; support finds a payment by the order id',
      checkout_url: 'the provider’s page of a checkout still open; it is closed when the order ends',
    },
  },
  discount_redemptions: {
    sections: ['discount_codes_used'],
    exported: ['discount_code_id', 'order_id', 'validity', 'created_at'],
    withheld: { user_id: OWN_ID },
  },
  discount_codes: {
    sections: ['personal_discount_codes'],
    exported: [
      'code',
      'value_percentage',
      'currency',
      'minimum_order_cents',
      'paymentmethods',
      'validity',
      'status',
      'expires_at',
      'purpose',
      'created_at',
    ],
    withheld: {
      id: INTERNAL,
      user_id: OWN_ID,
      site_id: 'the same site as account.site',
      country: 'a rule of the offer, not a fact about the member',
      signup_window_seconds: 'a rule of the offer, not a fact about the member',
      unpaid_only: 'a rule of the offer, not a fact about the member',
    },
  },
  saved_payment_methods: {
    sections: ['saved_payment_methods'],
    exported: ['provider', 'method', 'label', 'created_at'],
    withheld: {
      id: INTERNAL,
      user_id: OWN_ID,
      token: 'the provider’s key to charge the member again; the label is its masked reference',
    },
  },
  direct_debit_mandates: {
    sections: ['direct_debit_mandates'],
    exported: [
      'public_id',
      'package_id',
      'account_holder',
      'iban',
      'street',
      'house_number',
      'zip',
      'city',
      'phone',
      'discount_code',
      'status',
      'code_expires_at',
      'attempts',
      'sends',
      'order_id',
      'created_at',
    ],
    withheld: { id: INTERNAL, user_id: OWN_ID, code_hash: SECRET },
  },
  payment_events: {
    withheld: 'the provider’s event ids for an order, kept to apply each once; the outcome is the order’s status',
  },
  postback_calls: {
    sections: ['conversions_reported'],
    exported: ['network', 'event', 'url', 'status', 'created_at'],
    withheld: {
      id: INTERNAL,
      site_id: 'the same site as account.site',
      template_id: 'which of the site’s address templates was used: the address itself is exported',
      user_id: OWN_ID,
      order_id: 'the order is in the address (order_id) and in orders',
      event_key: INTERNAL,
      attempts: INTERNAL,
      http_status: 'the network’s answer to the site: delivery bookkeeping, the status says whether it arrived',
      duration_ms: INTERNAL,
      response_excerpt: 'the network’s answer to the site, not a fact about the member',
      error: INTERNAL,
      finished_at: INTERNAL,
    },
  },
  operator_claims: {
    withheld: 'which operator is answering a conversation for the next minutes: staff’s work, not the member',
  },
  operator_replies: {
    withheld: 'which staff member wrote a reply of the site’s own profile and how fast: staff statistics',
  },
  operator_claim_log: {
    withheld: 'when which operator took up a conversation: staff statistics, not the member',
  },
} as const satisfies Record<string, TExportedTable | TWithheldTable>;
