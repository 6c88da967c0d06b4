import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { PublicUser } from '../../domain/contracts/auth';
import { ErrorState } from '../components/ui/error-state';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useUser } from '../features/auth/api';
import { queryClient } from '../lib/api';
import AccessDeniedPage from './pages/access-denied-page';
import NotFoundPage from './pages/not-found-page';
import { href } from './paths';
import { adminHome } from './route-map';
import { AppShell } from './shell/app-shell';

const OnboardingPage = lazy(() => import('../features/onboarding/pages/onboarding-page'));

/** Where a location sends the user after signing in (set when a signed-out visit was redirected). */
type FromState = { from?: { pathname: string; search: string } } | null;

/** A signed-in user without a company (and not a system administrator) must onboard first. */
function needsOnboarding(user: PublicUser): boolean {
  return user.companyId === null && !user.isAdmin;
}

function SessionError() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <ErrorState
        title="Could not reach the server"
        message="Check your connection and try again."
        onRetry={() => void queryClient.refetchQueries({ queryKey: ['/api/user'] })}
      />
    </div>
  );
}

/** Signed-in area: spinner while the session resolves, /auth when signed out, onboarding, else the shell. */
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
  if (needsOnboarding(user)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <OnboardingPage user={user} />
      </Suspense>
    );
  }
  return <AppShell user={user} />;
}

/** /auth: signed-in visitors go on to where they were headed, else the dashboard. */
export function PublicOnlyLayout() {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (user) {
    const invite = new URLSearchParams(location.search).get('invite');
    // A signed-in user without a company who follows an invitation link lands on onboarding with it filled in.
    if (invite && needsOnboarding(user)) {
      return <Navigate to={href('/dashboard', { invite })} replace />;
    }
    const from = (location.state as FromState)?.from;
    return <Navigate to={from ? `${from.pathname}${from.search}` : href('/dashboard')} replace />;
  }
  return <Outlet />;
}

/** Said on the administration page a system administrator without a company is sent to from a company page. */
export const noCompanyNotice =
  'Company pages need a company, and your account has none: system administrators work here, in the administration area.';

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
