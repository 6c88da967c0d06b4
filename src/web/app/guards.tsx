// The signed-in area's guards, with the app shell they render. The router loads this module lazily (route
// `lazy`, in parallel with the page), so the sign-in page and the other public pages never download the shell.
import { lazy, Suspense } from 'react';
import { t } from '#web/lib/i18n';
import { Navigate, Outlet, useLocation } from '#web/lib/router';
import { ErrorState } from '../components/ui/error-state';
import { LoadingScreen } from '../components/ui/loading-screen';
import { userQueryKey, useUser } from '../features/auth/api';
import { queryClient } from '../lib/api';
import { needsOnboarding } from './needs-onboarding';
import AccessDeniedPage from './pages/access-denied-page';
import NotFoundPage from './pages/not-found-page';
import { adminHome } from './route-map';
import { AppShell } from './shell/app-shell';

const OnboardingPage = lazy(() => import('../features/onboarding/pages/onboarding-page'));
const RequiredStepPage = lazy(() => import('../features/account/pages/required-step-page'));

function SessionError() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <ErrorState
        title={t('common:shell.serverUnreachable')}
        message={t('common:checkConnection')}
        onRetry={() => void queryClient.refetchQueries({ queryKey: userQueryKey })}
      />
    </div>
  );
}

/**
 * Signed-in area: spinner while the session resolves, /auth when signed out, a required step (password change,
 * two-factor setup), onboarding, else the shell.
 */
export function ProtectedLayout() {
  const { user, isLoading, error } = useUser();
  const location = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (error) return <SessionError />;
  if (!user) {
    return (
      <Navigate
        to="/auth"
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    );
  }
  // A password to change or two-factor sign-in to set up comes before anything else (the server insists too).
  if (user.restriction) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <RequiredStepPage user={{ ...user, restriction: user.restriction }} />
      </Suspense>
    );
  }
  if (needsOnboarding(user)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <OnboardingPage user={user} />
      </Suspense>
    );
  }
  return <AppShell user={user} />;
}

/** Said on the administration page a system administrator without a company is sent to from a company page. */
export const noCompanyNotice = t('common:shell.noCompanyNotice');

/** Carries the notice through the redirect; gone as soon as the administrator moves on. */
type NoticeState = { notice?: string } | null;

/**
 * Company pages: a system administrator without a company (the only user without one who gets this far; the
 * others onboard) is sent to the administration area, once for every company page, rather than each page
 * failing with the server's 403.
 */
export function CompanyLayout() {
  const { user } = useUser();
  if (user?.companyId === null && user.isAdmin) {
    return <Navigate to={adminHome} replace state={{ notice: noCompanyNotice } satisfies NoticeState} />;
  }
  return <Outlet />;
}

/** /admin/*: system administrators only; others see Access Denied. */
export function AdminOnlyLayout() {
  const { user } = useUser();
  const notice = (useLocation().state as NoticeState)?.notice;
  if (!user?.isAdmin) return <AccessDeniedPage />;
  return (
    <>
      {notice ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-blue-900 text-sm"
        >
          {notice}
        </p>
      ) : null}
      <Outlet />
    </>
  );
}

/** Unknown paths: the 404 page, inside the shell for signed-in users. */
export function NotFoundRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <LoadingScreen />;
  if (user && !needsOnboarding(user)) {
    return (
      <AppShell user={user}>
        <NotFoundPage />
      </AppShell>
    );
  }
  return <NotFoundPage />;
}
