import { Navigate, Outlet, useLocation } from '#web/lib/router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useUser } from '../features/auth/api';
import { needsOnboarding } from './needs-onboarding';
import { href } from './paths';

/** Where a location sends the user after signing in (set when a signed-out visit was redirected). */
type FromState = { from?: { pathname: string; search: string } } | null;

/**
 * /auth: signed-in visitors go on to where they were headed, else the dashboard. Part of the entry chunk, so
 * it stays free of the signed-in shell (guards.tsx is loaded by the routes that need it).
 */
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
