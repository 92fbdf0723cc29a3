import type { AccountTokensTable, AppSecretsTable, MailJobsTable, OutboxMailsTable, RateLimitsTable } from './accounts';
import type { CompaniesTable } from './companies';
import type { PhotosTable } from './photos';
import type { ProfilesTable } from './profiles';
import type { PushSubscriptionsTable } from './push-subscriptions';
import type { InterestsTable, RegionsTable } from './reference';
import type { LoginThrottleTable, SessionsTable } from './sessions';
import type { SiteDomainsTable, SitesTable } from './sites';
import type { UsersTable } from './users';

/** Every table the server reads or writes. */
export interface DB {
  companies: CompaniesTable;
  sites: SitesTable;
  site_domains: SiteDomainsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  photos: PhotosTable;
  regions: RegionsTable;
  interests: InterestsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  push_subscriptions: PushSubscriptionsTable;
  account_tokens: AccountTokensTable;
  mail_jobs: MailJobsTable;
  outbox_mails: OutboxMailsTable;
  rate_limits: RateLimitsTable;
  app_secrets: AppSecretsTable;
}
