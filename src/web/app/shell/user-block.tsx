import { LogOut } from 'lucide-react';
import type { PublicUser } from '#domain/contracts/auth';
import { roleLabel } from '#domain/enums';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { Avatar, displayNameOf } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../features/auth/api';
import { href } from '../paths';

/** Initials, name and role (a link to the profile) and logout at the bottom of the sidebar and mobile menu. */
export function UserBlock({ user }: { user: PublicUser }) {
  const logout = useLogout();
  return (
    <div className="flex items-center gap-3 border-slate-200 border-t p-4">
      <Avatar person={user} />
      {/* The name opens the user's own profile (password, two-factor sign-in). */}
      <Link
        to={href('/profile')}
        className="min-w-0 flex-1 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        title={t('common:shell.yourProfile')}
      >
        <p className="truncate font-medium text-slate-900 text-sm">{displayNameOf(user)}</p>
        <p className="truncate text-slate-500 text-xs">{roleLabel(user)}</p>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('common:shell.logOut')}
        title={t('common:shell.logOut')}
        onClick={() => logout.mutate()}
        loading={logout.isPending}
      >
        <LogOut aria-hidden="true" />
      </Button>
    </div>
  );
}
