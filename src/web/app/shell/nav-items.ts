import {
  BookOpen,
  Building2,
  CalendarDays,
  Contact,
  DollarSign,
  FileText,
  FolderKanban,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquare,
  Settings,
  Truck,
  UserCog,
  Users,
} from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
};

export const mainNav: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/projects', label: 'Projects', icon: FolderKanban },
  { to: '/customers', label: 'Customers', icon: Contact },
  { to: '/finances', label: 'Finances', icon: DollarSign },
  { to: '/documents', label: 'Documents', icon: FileText },
  { to: '/catalog', label: 'Catalog', icon: BookOpen },
  { to: '/vendors', label: 'Vendors', icon: Truck },
  { to: '/team', label: 'Team', icon: Users },
  { to: '/chats', label: 'Chats', icon: MessageSquare },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
];

export const adminNav: NavItem[] = [
  { to: '/admin/companies', label: 'Companies', icon: Building2 },
  { to: '/admin/users', label: 'Users', icon: UserCog },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/outbox', label: 'Outbox', icon: Mail },
];

/** A section link stays highlighted on its sub-pages; '/' is the dashboard. */
export function isNavActive(to: string, pathname: string): boolean {
  if (to === '/dashboard' && pathname === '/') return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}
