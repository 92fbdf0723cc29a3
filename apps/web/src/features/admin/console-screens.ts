import type { ComponentType } from 'react';
import type { TStaffAction } from '@app/shared';

type TLoad = () => Promise<{ default: ComponentType }>;

/** One console screen: its address under /admin, the permission it needs, its menu entry. */
export interface TConsoleScreen {
  path: string;
  permission: TStaffAction;
  /** The menu entry (console-shell `nav.*`); screens without one are reached from another screen. */
  nav?:
    | 'dashboard'
    | 'inbox'
    | 'floor'
    | 'complaints'
    | 'photos'
    | 'texts'
    | 'contacts'
    | 'risk'
    | 'verifications'
    | 'members'
    | 'sites'
    | 'company'
    | 'prices'
    | 'gifts'
    | 'discounts'
    | 'postbacks'
    | 'fictional'
    | 'staff'
    | 'audit'
    | 'jobs';
  load: TLoad;
}

const screen =
  <T extends string>(load: () => Promise<Record<T, ComponentType>>, name: T): TLoad =>
  () =>
    load().then((module) => ({ default: module[name] }));

/** Every console screen, each its own lazily loaded chunk, in menu order. */
export const CONSOLE_SCREENS: TConsoleScreen[] = [
  {
    path: 'dashboard',
    permission: 'dashboard.view',
    nav: 'dashboard',
    load: screen(() => import('./dashboard/dashboard-page'), 'DashboardPage'),
  },
  {
    path: 'inbox',
    permission: 'inbox.use',
    nav: 'inbox',
    load: screen(() => import('./inbox/inbox-page'), 'InboxPage'),
  },
  {
    path: 'inbox/:conversationId',
    permission: 'inbox.use',
    load: screen(() => import('./inbox/inbox-conversation-page'), 'InboxConversationPage'),
  },
  {
    path: 'floor',
    permission: 'inbox.use',
    nav: 'floor',
    load: screen(() => import('./inbox/floor/floor-page'), 'FloorPage'),
  },
  {
    path: 'complaints',
    permission: 'complaints.view',
    nav: 'complaints',
    load: screen(() => import('./moderation/complaints-page'), 'ComplaintsPage'),
  },
  {
    path: 'complaints/:complaintId',
    permission: 'complaints.view',
    load: screen(() => import('./moderation/complaint-page'), 'ComplaintPage'),
  },
  {
    path: 'photos',
    permission: 'photos.moderate',
    nav: 'photos',
    load: screen(() => import('./moderation/photo-queue-page'), 'PhotoQueuePage'),
  },
  {
    path: 'texts',
    permission: 'texts.moderate',
    nav: 'texts',
    load: screen(() => import('./moderation/text-queue-page'), 'TextQueuePage'),
  },
  {
    path: 'contacts',
    permission: 'contacts.moderate',
    nav: 'contacts',
    load: screen(() => import('./moderation/contact-flags-page'), 'ContactFlagsPage'),
  },
  {
    path: 'risk',
    permission: 'risk.review',
    nav: 'risk',
    load: screen(() => import('./moderation/risk-reviews-page'), 'RiskReviewsPage'),
  },
  {
    path: 'verifications',
    permission: 'verifications.review',
    nav: 'verifications',
    load: screen(() => import('./moderation/verifications-page'), 'VerificationsPage'),
  },
  {
    path: 'members',
    permission: 'members.view',
    nav: 'members',
    load: screen(() => import('./support/members-page'), 'MembersPage'),
  },
  {
    path: 'members/:userId',
    permission: 'members.view',
    load: screen(() => import('./support/member-page'), 'MemberPage'),
  },
  {
    path: 'sites',
    permission: 'sites.edit',
    nav: 'sites',
    load: screen(() => import('./sites/sites-page'), 'SitesPage'),
  },
  { path: 'sites/:siteId', permission: 'sites.edit', load: screen(() => import('./sites/site-page'), 'SitePage') },
  {
    path: 'company',
    permission: 'company.edit',
    nav: 'company',
    load: screen(() => import('./sites/company-page'), 'CompanyPage'),
  },
  {
    path: 'prices',
    permission: 'packages.edit',
    nav: 'prices',
    load: screen(() => import('./sites/prices-page'), 'PricesPage'),
  },
  {
    path: 'gifts',
    permission: 'gifts.edit',
    nav: 'gifts',
    load: screen(() => import('./sites/gifts-page'), 'GiftsPage'),
  },
  {
    path: 'discounts',
    permission: 'discounts.edit',
    nav: 'discounts',
    load: screen(() => import('./sites/discounts-page'), 'DiscountsPage'),
  },
  {
    path: 'postbacks',
    permission: 'postbacks.edit',
    nav: 'postbacks',
    load: screen(() => import('./postbacks/postbacks-page'), 'PostbacksPage'),
  },
  {
    path: 'fictional',
    permission: 'fictional.edit',
    nav: 'fictional',
    load: screen(() => import('./sites/fictional-page'), 'FictionalPage'),
  },
  {
    path: 'staff',
    permission: 'staff.manage',
    nav: 'staff',
    load: screen(() => import('./sites/staff-page'), 'StaffPage'),
  },
  {
    path: 'audit',
    permission: 'audit.view',
    nav: 'audit',
    load: screen(() => import('./sites/audit-page'), 'AuditPage'),
  },
  {
    path: 'jobs',
    permission: 'jobs.manage',
    nav: 'jobs',
    load: screen(() => import('./system/jobs-page'), 'JobsPage'),
  },
];

/** Where a staff member lands after login: the first menu entry the role may use. */
export function homeScreen(permissions: readonly string[]): string | null {
  return CONSOLE_SCREENS.find((entry) => entry.nav && permissions.includes(entry.permission))?.path ?? null;
}
