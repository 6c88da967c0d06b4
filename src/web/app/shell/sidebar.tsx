import type { PublicUser } from '#domain/contracts/auth';
import { t } from '#web/lib/i18n';
import { useUnreadTotal } from '../../features/chat/api';
import { cn } from '../../lib/cn';
import { Brand } from './brand';
import { adminNav, companyNavFor, homeFor } from './nav-items';
import { NavList } from './nav-list';
import { UserBlock } from './user-block';

/** The fixed 16rem sidebar of wide screens (md and up). */
export function Sidebar({ user }: { user: PublicUser }) {
  const unread = useUnreadTotal(user.companyId !== null);
  const companyNav = companyNavFor(user);
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-slate-200 border-r bg-white md:flex print:hidden">
      <div className="flex h-16 shrink-0 items-center border-slate-200 border-b px-5">
        <Brand home={homeFor(user)} />
      </div>
      <nav aria-label={t('common:shell.mainNav')} className="flex-1 overflow-y-auto p-3">
        {companyNav.length > 0 ? (
          <NavList items={companyNav} badgeFor={(item) => (item.to === '/chats' ? unread : 0)} />
        ) : null}
        {user.isAdmin ? <AdminSection first={companyNav.length === 0} /> : null}
      </nav>
      <UserBlock user={user} />
    </aside>
  );
}

/** The Administration links; `first` when no company links stand above them. */
export function AdminSection({ first = false }: { first?: boolean }) {
  return (
    <div className={cn(!first && 'mt-6')}>
      <h2 className="mb-2 px-3 font-semibold text-slate-500 text-xs uppercase tracking-wider">
        {t('common:shell.administration')}
      </h2>
      <NavList items={adminNav} />
    </div>
  );
}
