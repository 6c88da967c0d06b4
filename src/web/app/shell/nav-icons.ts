import {
  BookOpen,
  Building,
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
  ScrollText,
  Settings,
  Truck,
  UserCog,
  Users,
} from 'lucide-react';

/**
 * The navigation's icons, named in the route table (route-map.ts) by key: the table is part of the entry
 * chunk that every screen loads, the sign-in page included, while only the shell draws these.
 */
export const navIcons = {
  BookOpen,
  Building,
  Building2,
  CalendarDays,
  Contact,
  DollarSign,
  FileText,
  FolderKanban,
  LayoutDashboard,
  Mail,
  MessageSquare,
  ScrollText,
  Settings,
  Truck,
  UserCog,
  Users,
} satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof navIcons;
