import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { AdminOnlyLayout, CompanyLayout, NotFoundRoute, ProtectedLayout, PublicOnlyLayout } from './guards';
import { RouteErrorPage } from './pages/route-error-page';
import {
  type AppRoute,
  adminRoutes,
  authPage,
  companyRoutes,
  namedCompanyRoutes,
  type PageLoader,
  publicEstimatePage,
  resetPasswordPage,
} from './route-map';

function lazyPage(load: PageLoader) {
  return async () => ({ Component: (await load()).default });
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
      {
        element: <ProtectedLayout />,
        children: [
          { element: <CompanyLayout />, children: companyRoutes.map(toRoute) },
          ...namedCompanyRoutes.map(toRoute),
          { element: <AdminOnlyLayout />, children: adminRoutes.map(toRoute) },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
