import { t } from '#web/lib/i18n';
import { Link, useLocation } from '#web/lib/router';
import { cn } from '../../lib/cn';
import { isNavActive, type NavItem } from './nav-items';

type NavListProps = {
  items: NavItem[];
  /** Per-link badge (the Chats unread count). */
  badgeFor?: (item: NavItem) => number;
};

export function NavList({ items, badgeFor }: NavListProps) {
  const { pathname } = useLocation();
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => {
        const active = isNavActive(item.to, pathname);
        const badge = badgeFor?.(item) ?? 0;
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex h-9 items-center gap-3 rounded-md px-3 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-primary',
                active
                  ? 'bg-primary-soft text-primary'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span>{item.label}</span>
              {badge > 0 ? (
                <span className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 font-semibold text-white text-xs leading-5">
                  {badge > 99 ? '99+' : badge}
                  <span className="sr-only">{t('common:shell.unread')}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
