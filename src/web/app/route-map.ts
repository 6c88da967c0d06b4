import type { ComponentType } from 'react';
import { t } from '#web/lib/i18n';
import type { NavIconName } from './shell/nav-icons';

type PageModule = { default: ComponentType };
/** Loads a page's code on first visit, so the browser downloads only what a screen needs. */
export type PageLoader = () => Promise<PageModule>;

/** A route of the shell. `nav` puts it in the sidebar and the mobile menu, in the table's order. */
export type AppRoute = {
  path: `/${string}`;
  page: PageLoader;
  // The icon by name (shell/nav-icons.ts), so that the table carries no icon code.
  nav?: { label: string; icon: NavIconName };
};

/**
 * Areas of later issues say "not available yet" until their page module exists: replace `notBuilt` below, and
 * route-map.test.ts's list of not-built paths tells you to update it.
 */
export const notBuilt: PageLoader = () =>
  import('./pages/not-found-page').then((module) => ({ default: module.NotBuiltPage }));
const dashboard: PageLoader = () => import('../features/dashboard/pages/dashboard-page');
const chats: PageLoader = () => import('../features/chat/pages/chats-page');

// The catalog pages serve both /catalog/... and the company-scoped /companies/{companyId}/catalog/...
const catalogOverview: PageLoader = () => import('../features/catalog/pages/catalog-overview-page');
const catalogTrades: PageLoader = () => import('../features/catalog/pages/trades-page');
const catalogUnits: PageLoader = () => import('../features/catalog/pages/units-page');
const catalogTaskTypes: PageLoader = () => import('../features/catalog/pages/task-types-page');
const catalogProducts: PageLoader = () =>
  import('../features/catalog/pages/products-page').then((module) => ({ default: module.ProductsPage }));
const catalogServices: PageLoader = () =>
  import('../features/catalog/pages/products-page').then((module) => ({ default: module.ServicesPage }));

/**
 * The company's pages: they need the user's own company, and their `nav` entries are the
 * main navigation (docs/product.md#navigation-and-shell).
 */
const companyTable = [
  { path: '/', page: dashboard },
  {
    path: '/dashboard',
    page: dashboard,
    nav: { label: t('common:shell.nav.dashboard'), icon: 'LayoutDashboard' },
  },
  {
    path: '/projects',
    page: () => import('../features/projects/pages/projects-page'),
    nav: { label: t('common:shell.nav.projects'), icon: 'FolderKanban' },
  },
  { path: '/projects/new', page: () => import('../features/projects/pages/new-project-page') },
  { path: '/projects/:id', page: () => import('../features/projects/pages/project-detail-page') },
  { path: '/projects/:id/budget', page: () => import('../features/budget/pages/budget-page') },
  { path: '/projects/:id/purchasing', page: () => import('../features/purchasing/pages/purchasing-page') },
  { path: '/projects/:id/estimate', page: () => import('../features/estimates/pages/estimate-page') },
  {
    path: '/projects/:id/change-orders/:changeOrderId',
    page: () => import('../features/change-orders/pages/change-order-page'),
  },
  {
    path: '/customers',
    page: () => import('../features/customers/pages/customers-page'),
    nav: { label: t('common:shell.nav.customers'), icon: 'Contact' },
  },
  { path: '/customers/:id', page: () => import('../features/customers/pages/customer-detail-page') },
  {
    path: '/finances',
    page: () => import('../features/finances/pages/finances-page'),
    nav: { label: t('common:shell.nav.finances'), icon: 'DollarSign' },
  },
  { path: '/finances/invoices/new', page: () => import('../features/finances/pages/new-invoice-page') },
  { path: '/finances/reports', page: () => import('../features/reports/pages/reports-page') },
  {
    path: '/finances/exports',
    page: () => import('../features/accounting-exports/pages/accounting-exports-page'),
  },
  {
    path: '/documents',
    page: () => import('../features/documents/pages/documents-page'),
    nav: { label: t('common:shell.nav.documents'), icon: 'FileText' },
  },
  {
    path: '/catalog',
    page: catalogOverview,
    nav: { label: t('common:shell.nav.catalog'), icon: 'BookOpen' },
  },
  { path: '/catalog/products', page: catalogProducts },
  { path: '/catalog/services', page: catalogServices },
  { path: '/catalog/trades', page: catalogTrades },
  { path: '/catalog/units', page: catalogUnits },
  { path: '/catalog/task-types', page: catalogTaskTypes },
  { path: '/catalog/phases', page: () => import('../features/phases/pages/phase-templates-page') },
  { path: '/catalog/templates', page: () => import('../features/catalog/pages/templates-page') },
  { path: '/catalog/terms', page: () => import('../features/catalog/pages/terms-page') },
  { path: '/catalog/:id', page: () => import('../features/catalog/pages/product-page') },
  {
    path: '/vendors',
    page: () => import('../features/vendors/pages/vendors-page'),
    nav: { label: t('common:shell.nav.vendors'), icon: 'Truck' },
  },
  {
    path: '/team',
    page: () => import('../features/team/pages/team-page'),
    nav: { label: t('common:shell.nav.team'), icon: 'Users' },
  },
  { path: '/team/new', page: () => import('../features/team/pages/member-page') },
  { path: '/team/:id', page: () => import('../features/team/pages/member-page') },
  { path: '/chats', page: chats, nav: { label: t('common:shell.nav.chats'), icon: 'MessageSquare' } },
  { path: '/chats/:projectId', page: chats },
  // The project's conversation with its customer (its Customer Messages tab), next to its team chat.
  { path: '/chats/:projectId/customer', page: chats },
  {
    path: '/calendar',
    page: () => import('../features/calendar/pages/calendar-page'),
    nav: { label: t('common:shell.nav.calendar'), icon: 'CalendarDays' },
  },
  {
    path: '/settings/company',
    page: () => import('../features/company-profile/pages/company-settings-page'),
    nav: { label: t('common:shell.nav.company'), icon: 'Building' },
  },
  { path: '/settings/audit-log', page: () => import('../features/audit-log/pages/company-audit-log-page') },
] as const satisfies readonly AppRoute[];

/**
 * Company-scoped duplicates of the catalog and vendor routes (docs/product.md#navigation-and-shell): the company is
 * in the path (a system administrator may name any), so they need no company of the user's own.
 */
const namedCompanyTable = [
  { path: '/companies/:companyId/catalog', page: catalogOverview },
  { path: '/companies/:companyId/catalog/trades', page: catalogTrades },
  { path: '/companies/:companyId/catalog/units', page: catalogUnits },
  { path: '/companies/:companyId/catalog/task-types', page: catalogTaskTypes },
  {
    path: '/companies/:companyId/vendors',
    page: () => import('../features/vendors/pages/company-vendors-page'),
  },
] as const satisfies readonly AppRoute[];

/** /admin/*: system administrators only (others see Access Denied); `nav` is the Administration section. */
const adminTable = [
  {
    path: '/admin/companies',
    page: () => import('../features/admin-companies/pages/companies-page'),
    nav: { label: t('common:shell.nav.companies'), icon: 'Building2' },
  },
  {
    path: '/admin/companies/:id',
    page: () => import('../features/admin-companies/pages/company-detail-page'),
  },
  {
    path: '/admin/companies/:id/users',
    page: () => import('../features/admin-companies/pages/company-users-page'),
  },
  {
    path: '/admin/companies/:id/users/new',
    page: () => import('../features/admin-companies/pages/company-new-user-page'),
  },
  {
    path: '/admin/users',
    page: () => import('../features/admin-users/pages/users-page'),
    nav: { label: t('common:shell.nav.users'), icon: 'UserCog' },
  },
  { path: '/admin/users/:id', page: () => import('../features/admin-users/pages/user-detail-page') },
  {
    path: '/admin/settings',
    page: () => import('../features/admin-settings/pages/settings-page'),
    nav: { label: t('common:shell.nav.settings'), icon: 'Settings' },
  },
  {
    path: '/admin/audit-logs',
    page: () => import('../features/audit-log/pages/admin-audit-log-page'),
    nav: { label: t('common:shell.nav.auditLog'), icon: 'ScrollText' },
  },
  {
    path: '/admin/outbox',
    page: () => import('../features/admin-outbox/pages/outbox-page'),
    nav: { label: t('common:shell.nav.outbox'), icon: 'Mail' },
  },
] as const satisfies readonly AppRoute[];

/** The signed-in user's own pages: every user has them, with or without a company. */
const accountTable = [
  { path: '/profile', page: () => import('../features/account/pages/profile-page') },
] as const satisfies readonly AppRoute[];

/** Every in-app path a link may name (see `href` in paths.ts). */
export type AppPath = (
  | typeof companyTable
  | typeof namedCompanyTable
  | typeof adminTable
  | typeof accountTable
)[number]['path'];

type Routes = ReadonlyArray<AppRoute & { path: AppPath }>;
export const companyRoutes: Routes = companyTable;
export const namedCompanyRoutes: Routes = namedCompanyTable;
export const adminRoutes: Routes = adminTable;
export const accountRoutes: Routes = accountTable;

/** Where a system administrator without a company lands from a company page: the administration area. */
export const adminHome: AppPath = '/admin/companies';

/** The sign-in page (public). */
export const authPage: PageLoader = () => import('../features/auth/pages/auth-page');

/** Where the 'Forgot password?' e-mail links to (public, for signed-in visitors too). */
export const resetPasswordPage: PageLoader = () => import('../features/auth/pages/reset-password-page');

/** The client's estimate page from the e-mailed link: public, outside the shell, no session needed. */
export const publicEstimatePage: PageLoader = () =>
  import('../features/public-estimate/pages/public-estimate-page');

/** The client's change order page from the e-mailed link: public, outside the shell, no session needed. */
export const publicChangeOrderPage: PageLoader = () =>
  import('../features/public-change-order/pages/public-change-order-page');

/** The customer's invoice page from the e-mailed link: public, outside the shell, no session needed. */
export const publicInvoicePage: PageLoader = () =>
  import('../features/public-invoice/pages/public-invoice-page');

/**
 * The client portal (issue 26): outside the shell and the staff session; each page shows the portal's sign-in
 * while the browser has no portal session.
 */
export const portalPages = {
  '/portal': () => import('../features/portal/pages/portal-home-page'),
  '/portal/open': () => import('../features/portal/pages/portal-open-page'),
  '/portal/projects/:projectId': () => import('../features/portal/pages/portal-project-page'),
  '/portal/change-orders/:id': () => import('../features/portal/pages/portal-change-order-page'),
} satisfies Record<string, PageLoader>;

/** The customer's conversation page from a message e-mail: public, outside the shell, no session needed. */
export const publicMessagesPage: PageLoader = () =>
  import('../features/public-messages/pages/public-messages-page');
