import type {
  AccountTokensTable,
  AppSecretsTable,
  OutboxMailsTable,
  RateBucketsTable,
  RateLimitsTable,
} from './accounts';
import type { JobRunsTable, JobsTable, ScheduledJobsTable } from './jobs';
import type {
  ChatPhotosTable,
  ConversationMembersTable,
  ConversationsTable,
  CreditLedgerTable,
  GiftsTable,
  MessagesTable,
} from './chat';
import type { CompaniesTable } from './companies';
import type { PostbackCallsTable, PostbackTemplatesTable } from './postbacks';
import type { LoginLinksTable } from './login-links';
import type {
  DailyRevenueTable,
  DailyStatsTable,
  DailyTrafficTable,
  OperatorClaimLogTable,
  OperatorClaimsTable,
  OperatorNotesTable,
  OperatorRepliesTable,
} from './inbox-stats';
import type {
  AboutReviewsTable,
  AuditLogTable,
  EmailBansTable,
  IpBansTable,
  MemberWarningsTable,
  StaffRecoveryCodesTable,
  StaffSessionsTable,
  StaffTable,
} from './staff';
import type {
  CreditPackagesTable,
  DirectDebitMandatesTable,
  DiscountCodesTable,
  DiscountRedemptionsTable,
  OrdersTable,
  PaymentEventsTable,
  SavedPaymentMethodsTable,
  SmsOutboxTable,
} from './payments';
import type { BlocksTable, ComplaintsTable, LikesTable, SwipePassesTable } from './members';
import type { PhotosTable } from './photos';
import type { ContactFlagsTable } from './screening';
import type {
  MemberRiskEvidenceTable,
  MemberRiskReviewsTable,
  MemberRisksTable,
  MemberRiskScanTable,
} from './member-risk';
import type { ProfilesTable } from './profiles';
import type { PushSubscriptionsTable } from './push-subscriptions';
import type { InterestsTable, RegionsTable } from './reference';
import type { LoginThrottleTable, SessionsTable } from './sessions';
import type { SiteDomainsTable, SitesTable } from './sites';
import type { UsersTable } from './users';
import type { VerificationsTable } from './verification';

/** Every table the server reads or writes. */
export interface DB {
  companies: CompaniesTable;
  sites: SitesTable;
  site_domains: SiteDomainsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  photos: PhotosTable;
  verifications: VerificationsTable;
  regions: RegionsTable;
  interests: InterestsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  push_subscriptions: PushSubscriptionsTable;
  account_tokens: AccountTokensTable;
  jobs: JobsTable;
  scheduled_jobs: ScheduledJobsTable;
  job_runs: JobRunsTable;
  outbox_mails: OutboxMailsTable;
  rate_limits: RateLimitsTable;
  rate_buckets: RateBucketsTable;
  app_secrets: AppSecretsTable;
  likes: LikesTable;
  swipe_passes: SwipePassesTable;
  blocks: BlocksTable;
  complaints: ComplaintsTable;
  credit_ledger: CreditLedgerTable;
  gifts: GiftsTable;
  chat_photos: ChatPhotosTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  credit_packages: CreditPackagesTable;
  discount_codes: DiscountCodesTable;
  saved_payment_methods: SavedPaymentMethodsTable;
  orders: OrdersTable;
  discount_redemptions: DiscountRedemptionsTable;
  payment_events: PaymentEventsTable;
  direct_debit_mandates: DirectDebitMandatesTable;
  sms_outbox: SmsOutboxTable;
  login_links: LoginLinksTable;
  staff: StaffTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  email_bans: EmailBansTable;
  ip_bans: IpBansTable;
  member_warnings: MemberWarningsTable;
  about_reviews: AboutReviewsTable;
  operator_claims: OperatorClaimsTable;
  operator_claim_log: OperatorClaimLogTable;
  operator_notes: OperatorNotesTable;
  operator_replies: OperatorRepliesTable;
  daily_stats: DailyStatsTable;
  daily_revenue: DailyRevenueTable;
  daily_traffic: DailyTrafficTable;
  contact_flags: ContactFlagsTable;
  member_risks: MemberRisksTable;
  member_risk_evidence: MemberRiskEvidenceTable;
  member_risk_reviews: MemberRiskReviewsTable;
  member_risk_scan: MemberRiskScanTable;
  postback_templates: PostbackTemplatesTable;
  postback_calls: PostbackCallsTable;
}
