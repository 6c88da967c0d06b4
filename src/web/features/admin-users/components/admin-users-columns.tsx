import '#domain/messages/load/admin';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminUser } from '#domain/contracts/auth';
import { formatDateMedium } from '#domain/format';
import { href } from '#web/app/paths';
import { displayNameOf } from '#web/components/ui/avatar';
import { EmailCell } from '#web/components/ui/list-cells';
import { t } from '#web/lib/i18n';
import { Link } from '#web/lib/router';
import { AdminRoleBadge, SystemAdminBadge } from './admin-role-badge';

const column = createColumnHelper<AdminUser>();

/** The users list's columns: user, e-mail, company name, role badge, created. */
export function adminUserColumns(options: { showCompany: boolean }) {
  return [
    column.display({
      id: 'user',
      header: t('admin:users.columns.user'),
      cell: ({ row }) => {
        const user = row.original;
        const name = displayNameOf(user);
        return (
          <>
            <Link
              to={href('/admin/users/:id', { id: user.id })}
              className="font-medium text-slate-900 wrap-anywhere hover:text-primary hover:underline"
            >
              {name}
            </Link>
            {name !== user.username ? (
              <span className="block truncate text-slate-500 text-xs">{user.username}</span>
            ) : null}
          </>
        );
      },
      meta: { card: 'title', label: t('admin:users.columns.user') },
    }),
    column.accessor('email', {
      header: t('admin:users.columns.email'),
      cell: ({ getValue }) => <EmailCell email={getValue()} />,
    }),
    ...(options.showCompany
      ? [
          column.accessor('companyName', {
            header: t('admin:users.columns.company'),
            cell: ({ row }) =>
              row.original.companyId !== null ? (
                <Link
                  to={href('/admin/companies/:id', { id: row.original.companyId })}
                  className="wrap-anywhere hover:text-primary hover:underline"
                >
                  {row.original.companyName}
                </Link>
              ) : (
                <span className="text-slate-500">{t('admin:users.noCompany')}</span>
              ),
          }),
        ]
      : []),
    column.accessor('role', {
      header: t('admin:users.columns.role'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <AdminRoleBadge role={row.original.role} />
          {row.original.isAdmin ? <SystemAdminBadge /> : null}
        </span>
      ),
      meta: { width: 'w-44' },
    }),
    column.accessor('createdAt', {
      header: t('admin:users.columns.created'),
      cell: ({ getValue }) => formatDateMedium(getValue()),
      meta: { width: 'w-32', className: 'whitespace-nowrap' },
    }),
  ];
}
