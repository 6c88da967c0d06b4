import { createBrowserRouter, type RouteObject } from '#web/lib/router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { RouteErrorPage } from './pages/route-error-page';
import { PublicOnlyLayout } from './public-only-layout';
import {
  type AppRoute,
  accountRoutes,
  adminRoutes,
  authPage,
  companyRoutes,
  namedCompanyRoutes,
  type PageLoader,
  portalPages,
  publicChangeOrderPage,
  publicEstimatePage,
  publicInvoicePage,
  publicMessagesPage,
  resetPasswordPage,
} from './route-map';

function lazyPage(load: PageLoader) {
  return async () => ({ Component: (await load()).default });
}

type GuardName = 'ProtectedLayout' | 'CompanyLayout' | 'AdminOnlyLayout' | 'NotFoundRoute';

/**
 * A guard of the signed-in area. They live in one module with the app shell, loaded only by the routes that
 * need them (in parallel with the page's own code), so the sign-in page does not carry the shell.
 */
function lazyGuard(name: GuardName) {
  return async () => ({ Component: (await import('./guards'))[name] });
}

function toRoute({ path, page }: AppRoute): RouteObject {
  return { path, lazy: lazyPage(page) };
}

export const routes: RouteObject[] = [
  {
    // Shown while the first screen's code loads.
    HydrateFallback: LoadingScreen,
    // A screen that throws, or whose code cannot be loaded, shows this instead of the router's developer page.
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/auth', element: <PublicOnlyLayout />, children: [{ index: true, lazy: lazyPage(authPage) }] },
      { path: '/auth/reset-password', lazy: lazyPage(resetPasswordPage) },
      // Opened by clients from an e-mail: no guard, so it never waits for or redirects on the session.
      { path: '/public/estimates/:token', lazy: lazyPage(publicEstimatePage) },
      { path: '/public/change-orders/:token', lazy: lazyPage(publicChangeOrderPage) },
      { path: '/public/invoices/:token', lazy: lazyPage(publicInvoicePage) },
      { path: '/public/messages/:token', lazy: lazyPage(publicMessagesPage) },
      ...Object.entries(portalPages).map(([path, page]) => ({ path, lazy: lazyPage(page) })),
      {
        lazy: lazyGuard('ProtectedLayout'),
        children: [
          { lazy: lazyGuard('CompanyLayout'), children: companyRoutes.map(toRoute) },
          ...namedCompanyRoutes.map(toRoute),
          ...accountRoutes.map(toRoute),
          { lazy: lazyGuard('AdminOnlyLayout'), children: adminRoutes.map(toRoute) },
        ],
      },
      { path: '*', lazy: lazyGuard('NotFoundRoute') },
    ],
  },
];

export const router = createBrowserRouter(routes);
