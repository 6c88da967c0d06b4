import '#domain/messages/load/admin';
import { KeyRound, Pencil, SearchX, Trash2, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { AdminUser } from '#domain/contracts/auth';
import { mayDeleteMember } from '#domain/team-rules';
import { href } from '#web/app/paths';
import { DataTable, type ListQueryState } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { RowActionsMenu } from '#web/components/ui/row-actions';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { useUser } from '../../auth/api';
import { adminUserColumns } from './admin-users-columns';
import { DeleteUserDialog } from './delete-user-dialog';

// Reset Password's dialog (Radix Dialog) loads when it is first asked for from a row's menu.
const ResetPasswordDialog = lazy(() =>
  import('./reset-password-dialog').then((m) => ({ default: m.ResetPasswordDialog })),
);

type AdminUsersTableProps = {
  rows: AdminUser[];
  query: ListQueryState;
  /** The Company column: the list of every user has it, a company's own list does not need it. */
  showCompany: boolean;
  /** The search text when one is on (its no-results state names it). */
  search?: string;
  toolbar?: ReactNode;
  footer?: ReactNode;
  /** The empty state's action (Add User). */
  emptyAction?: ReactNode;
};

/**
 * Users with their company and role badge, and their menu: Edit User, Reset Password, Delete User
 * (docs/product.md#administration: never for oneself, never for a system administrator; so neither is offered).
 */
export function AdminUsersTable({
  rows,
  query,
  showCompany,
  search = '',
  toolbar,
  footer,
  emptyAction,
}: AdminUsersTableProps) {
  const { user: me } = useUser();
  const columns = useMemo(() => adminUserColumns({ showCompany }), [showCompany]);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const resetMounted = useOpenedOnce(resetting !== null);
  return (
    <>
      <DataTable
        label={t('admin:users.title')}
        columns={columns}
        rows={rows}
        getRowId={(user) => user.id}
        query={query}
        tableFrom="lg"
        errorTitle={t('admin:users.loadError')}
        filtered={search !== ''}
        noResults={
          <EmptyState icon={SearchX} title={t('admin:users.noResultsTitle')}>
            {t('admin:users.noResults', { search })}
          </EmptyState>
        }
        empty={
          <EmptyState icon={Users} title={t('admin:users.emptyTitle')} action={emptyAction}>
            {t('admin:users.empty')}
          </EmptyState>
        }
        rowActions={(user) => (
          <RowActionsMenu
            name={user.username}
            actions={[
              {
                label: t('admin:users.actions.edit'),
                icon: Pencil,
                to: href('/admin/users/:id', { id: user.id }),
              },
              {
                label: t('admin:users.resetPassword.title'),
                icon: KeyRound,
                onSelect: () => setResetting(user),
                hidden: user.id === me?.id,
              },
              {
                label: t('admin:users.actions.delete'),
                icon: Trash2,
                destructive: true,
                onSelect: () => setDeletingId(user.id),
                // The Team page's rule: never oneself, never a system administrator (docs/product.md#administration).
                hidden: !me || !mayDeleteMember(me, user),
              },
            ]}
          />
        )}
        toolbar={toolbar}
        footer={footer}
      />
      {resetMounted ? (
        <Suspense fallback={null}>
          <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
        </Suspense>
      ) : null}
      <DeleteUserDialog userId={deletingId} onClose={() => setDeletingId(null)} />
    </>
  );
}
