import type { ComponentType } from 'react';
import NotFoundPage from './pages/not-found-page';

type PageModule = { default: ComponentType };
/** Loads a page's code on first visit, so the browser downloads only what a screen needs. */
export type PageLoader = () => Promise<PageModule>;

// Areas of later issues show the 404 page until their page module exists: replace `notBuilt` below.
const notBuilt: PageLoader = async () => ({ default: NotFoundPage });
const dashboard: PageLoader = () => import('../features/dashboard/pages/dashboard-page');

/** Every signed-in route of both spec parts and the page that renders it, inside the application shell. */
export const appRoutes: ReadonlyArray<readonly [path: string, load: PageLoader]> = [
  ['/', dashboard],
  ['/dashboard', dashboard],
  ['/projects', () => import('../features/projects/pages/projects-page')],
  ['/projects/new', () => import('../features/projects/pages/new-project-page')],
  ['/projects/:id', () => import('../features/projects/pages/project-detail-page')],
  ['/projects/:id/budget', () => import('../features/budget/pages/budget-page')],
  ['/projects/:id/estimate', () => import('../features/estimates/pages/estimate-page')],
  ['/customers', () => import('../features/customers/pages/customers-page')],
  ['/customers/:id', () => import('../features/customers/pages/customer-detail-page')],
  ['/finances', notBuilt],
  ['/finances/invoices/new', notBuilt],
  ['/documents', notBuilt],
  ['/catalog', notBuilt],
  ['/catalog/products', notBuilt],
  ['/catalog/services', notBuilt],
  ['/catalog/trades', notBuilt],
  ['/catalog/units', notBuilt],
  ['/catalog/task-types', notBuilt],
  ['/catalog/phases', () => import('../features/phases/pages/phase-templates-page')],
  ['/catalog/templates', notBuilt],
  ['/catalog/terms', notBuilt],
  ['/catalog/:id', notBuilt],
  ['/vendors', notBuilt],
  ['/team', notBuilt],
  ['/team/new', notBuilt],
  ['/team/:id', notBuilt],
  ['/chats', notBuilt],
  ['/chats/:projectId', notBuilt],
  ['/calendar', notBuilt],
  // Company-scoped duplicates of the catalog and vendor routes (spec part 2).
  ['/companies/:companyId/catalog', notBuilt],
  ['/companies/:companyId/catalog/trades', notBuilt],
  ['/companies/:companyId/catalog/units', notBuilt],
  ['/companies/:companyId/catalog/task-types', notBuilt],
  ['/companies/:companyId/vendors', notBuilt],
];

/** /admin/* routes: system administrators only (others see Access Denied). */
export const adminRoutes: ReadonlyArray<readonly [path: string, load: PageLoader]> = [
  ['/admin/companies', notBuilt],
  ['/admin/companies/:id', notBuilt],
  ['/admin/companies/:id/users', notBuilt],
  ['/admin/companies/:id/users/new', notBuilt],
  ['/admin/users', notBuilt],
  ['/admin/users/:id', notBuilt],
  ['/admin/settings', notBuilt],
  ['/admin/outbox', () => import('../features/admin-outbox/pages/outbox-page')],
];

/** The sign-in page (public). */
export const authPage: PageLoader = () => import('../features/auth/pages/auth-page');

/** Where the 'Forgot password?' e-mail links to (public, for signed-in visitors too). */
export const resetPasswordPage: PageLoader = () => import('../features/auth/pages/reset-password-page');

/** The client's estimate page from the e-mailed link: public, outside the shell, no session needed. */
export const publicEstimatePage: PageLoader = () =>
  import('../features/public-estimate/pages/public-estimate-page');
