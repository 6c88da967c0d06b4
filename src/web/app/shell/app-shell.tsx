import { type ReactNode, useEffect } from 'react';
import type { CurrentUser } from '#domain/contracts/account-security';
import { t } from '#web/lib/i18n';
import { Outlet, useLocation, useNavigation } from '#web/lib/router';
import { ActingCompanyBanner } from '../../features/acting-company/components/acting-company-banner';
import { CommandPalette } from '../../features/search/components/command-palette';
import { focusPageHeading } from '../../lib/focus-return';
import { staffLiveStream, useLiveUpdates } from '../../lib/live-updates';
import { MobileTopBar } from './mobile-menu';
import { Sidebar } from './sidebar';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

// The history entry the document was loaded at (the router's key for it: 'default' on a fresh tab).
const loadedLocationKey = (window.history.state as { key?: string } | null)?.key ?? 'default';
let leftLoadedLocation = false;

/**
 * After a route change focus goes to the new page's heading: the link or button that led here is gone or
 * elsewhere, and focus would fall to <body>. Not on the screen the document was loaded at (the browser starts
 * there), and not when only the query string changes (a list's search box writes ?search= as one types).
 */
function useFocusHeadingOnNavigation() {
  const { pathname, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the reason to move focus.
  useEffect(() => {
    if (key !== loadedLocationKey) leftLoadedLocation = true;
    return leftLoadedLocation ? focusPageHeading() : undefined;
  }, [pathname]);
}

/** Sidebar on wide screens, top bar and slide-in menu on narrow ones, the page in <main>. */
export function AppShell({ user, children }: { user: CurrentUser; children?: ReactNode }) {
  // Pages load lazily; a thin bar shows that the next screen's code is on its way.
  const loading = useNavigation().state === 'loading';
  useFocusHeadingOnNavigation();
  useLiveUpdates(user.companyId !== null, staffLiveStream);
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common:shell.skipToContent')}
      </a>
      {loading ? (
        <div
          role="progressbar"
          aria-label={t('common:shell.loadingPage')}
          className="fixed inset-x-0 top-0 z-50 h-0.5 bg-primary/70"
        />
      ) : null}
      <Sidebar user={user} />
      <MobileTopBar user={user} />
      {/* Ctrl+K / Cmd+K search from every screen; a user without a company has nothing to search. */}
      {user.companyId !== null ? <CommandPalette /> : null}
      {/* Asks before a link or Back leaves a form with unsaved changes. */}
      <UnsavedChangesGuard />
      <main id="main" tabIndex={-1} className="outline-none md:pl-64 print:pl-0">
        {/* While a system administrator works in a company they opened (docs/product.md#administration). */}
        {user.actingCompany ? <ActingCompanyBanner company={user.actingCompany} /> : null}
        <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8 md:py-8 print:max-w-none print:p-0">
          {children ?? <Outlet />}
        </div>
      </main>
    </div>
  );
}
