import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { AdminOnlyLayout, NotFoundRoute, ProtectedLayout, PublicOnlyLayout } from './guards';
import {
  adminRoutes,
  appRoutes,
  authPage,
  type PageLoader,
  publicEstimatePage,
  resetPasswordPage,
} from './route-map';

function lazyPage(load: PageLoader) {
  return async () => ({ Component: (await load()).default });
}

function toRoute([path, load]: readonly [string, PageLoader]): RouteObject {
  return { path, lazy: lazyPage(load) };
}

export const routes: RouteObject[] = [
  {
    // Shown while the first screen's code loads.
    HydrateFallback: LoadingScreen,
    children: [
      { path: '/auth', element: <PublicOnlyLayout />, children: [{ index: true, lazy: lazyPage(authPage) }] },
      { path: '/auth/reset-password', lazy: lazyPage(resetPasswordPage) },
      // Opened by clients from an e-mail: no guard, so it never waits for or redirects on the session.
      { path: '/public/estimates/:token', lazy: lazyPage(publicEstimatePage) },
      {
        element: <ProtectedLayout />,
        children: [
          ...appRoutes.map(toRoute),
          { element: <AdminOnlyLayout />, children: adminRoutes.map(toRoute) },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
