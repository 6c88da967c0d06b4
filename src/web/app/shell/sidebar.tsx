import type { PublicUser } from '../../../domain/contracts/auth';
import { useUnreadTotal } from '../../features/chat/api';
import { Brand } from './brand';
import { adminNav, mainNav } from './nav-items';
import { NavList } from './nav-list';
import { UserBlock } from './user-block';

/** The fixed 16rem sidebar of wide screens (md and up). */
export function Sidebar({ user }: { user: PublicUser }) {
  const unread = useUnreadTotal(user.companyId !== null);
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-slate-200 border-r bg-white md:flex print:hidden">
      <div className="flex h-16 shrink-0 items-center border-slate-200 border-b px-5">
        <Brand />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <NavList items={mainNav} badgeFor={(item) => (item.to === '/chats' ? unread : 0)} />
        {user.isAdmin ? <AdminSection /> : null}
      </nav>
      <UserBlock user={user} />
    </aside>
  );
}

export function AdminSection() {
  return (
    <div className="mt-6">
      <h2 className="mb-2 px-3 font-semibold text-slate-500 text-xs uppercase tracking-wider">
        Administration
      </h2>
      <NavList items={adminNav} />
    </div>
  );
}
