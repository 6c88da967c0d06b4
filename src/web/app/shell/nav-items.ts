import type { LucideIcon } from 'lucide-react';
import type { PublicUser } from '#domain/contracts/auth';
import { type AppPath, type AppRoute, adminHome, adminRoutes, companyRoutes } from '../route-map';
import { navIcons } from './nav-icons';

export type NavItem = {
  to: AppPath;
  label: string;
  icon: LucideIcon;
};

/** The entries of a route list that carry `nav`, in the list's order: the route table decides what is offered. */
function navOf(routes: ReadonlyArray<AppRoute & { path: AppPath }>): NavItem[] {
  return routes.flatMap(({ path, nav }) =>
    nav ? [{ to: path, label: nav.label, icon: navIcons[nav.icon] }] : [],
  );
}

/** Dashboard ... Calendar: every area of the company. */
export const mainNav: NavItem[] = navOf(companyRoutes);

/** The Administration section, for system administrators. */
export const adminNav: NavItem[] = navOf(adminRoutes);

type Viewer = Pick<PublicUser, 'companyId' | 'isAdmin'>;

/**
 * The company's areas for this user: every one with a company to work in (their own, or the one a system
 * administrator opened); none for a system administrator without one, whom each would only send to the
 * administration area.
 */
export function companyNavFor(user: Viewer): NavItem[] {
  return user.companyId !== null ? mainNav : [];
}

/** Where the brand leads: the dashboard, or the administration area for a system administrator without a company. */
export function homeFor(user: Viewer): AppPath {
  return user.companyId === null && user.isAdmin ? adminHome : '/dashboard';
}

/** A section link stays highlighted on its sub-pages; '/' is the dashboard. */
export function isNavActive(to: string, pathname: string): boolean {
  if (to === '/dashboard' && pathname === '/') return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}
