import '#domain/messages/load/customers';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { AssignedUser } from '#domain/contracts/customers';
import { roleLabel } from '#domain/enums';
import { formatDateMedium } from '#domain/format';
import { Avatar, displayNameOf } from '#web/components/ui/avatar';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { EmptyState } from '#web/components/ui/empty-state';
import { t } from '#web/lib/i18n';
import { useOpenedOnce } from '#web/lib/opened-once';
import { customerUsersQuery, useUnassignUser } from '../api';

// Assign User's dialog and form load when it is first opened, not with the customer.
const AssignUserDialog = lazy(() =>
  import('./assign-user-dialog').then((m) => ({ default: m.AssignUserDialog })),
);

const column = createColumnHelper<AssignedUser>();

const roleVariant = { admin: 'destructive', manager: 'default', employee: 'secondary' } as const;

/** Who is assigned, in which company role, since when. */
const assignedColumns = [
  column.display({
    id: 'user',
    header: t('customers:team.columns.member'),
    cell: ({ row }) => (
      <div className="flex items-center gap-3">
        <Avatar person={row.original} className="size-8 text-xs" />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{displayNameOf(row.original)}</p>
          <p className="truncate text-slate-500 text-xs">{row.original.email}</p>
        </div>
      </div>
    ),
    meta: { card: 'title' },
  }),
  column.accessor('role', {
    header: t('customers:team.columns.role'),
    cell: ({ getValue }) => (
      <Badge variant={roleVariant[getValue()] ?? 'secondary'}>{roleLabel({ role: getValue() })}</Badge>
    ),
    meta: { width: 'w-28', card: 'aside' },
  }),
  column.accessor('assignedAt', {
    header: t('customers:team.columns.assigned'),
    cell: ({ getValue }) => formatDateMedium(getValue()),
    meta: { width: 'w-32', className: 'whitespace-nowrap' },
  }),
];

type TeamTabProps = {
  companyId: number;
  customerId: number;
  /** Admins and managers assign and remove; everyone sees who is assigned. */
  canManage: boolean;
};

/** Users assigned to the customer, with Assign User and remove for those allowed to. */
export function TeamTab({ companyId, customerId, canManage }: TeamTabProps) {
  const users = useQuery(customerUsersQuery(customerId));
  const unassign = useUnassignUser(customerId);
  const [assigning, setAssigning] = useState(false);
  // Stays mounted after the first opening so closing can animate and hand focus back.
  const assignMounted = useOpenedOnce(assigning);

  const assignButton = canManage ? (
    <Button size="sm" onClick={() => setAssigning(true)}>
      <UserPlus aria-hidden="true" />
      {t('customers:team.assignTitle')}
    </Button>
  ) : null;

  const assignedIds = new Set(users.data?.map((user) => user.id) ?? []);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-lg text-slate-900">{t('customers:team.title')}</h2>
        {users.data && users.data.length > 0 ? assignButton : null}
      </div>
      <Card>
        <DataTable
          label={t('customers:team.label')}
          tableFrom="sm"
          columns={assignedColumns}
          rows={users.data ?? []}
          getRowId={(user) => user.id}
          query={users}
          errorTitle={t('customers:team.loadError')}
          empty={
            <EmptyState icon={Users} title={t('customers:team.emptyTitle')} action={assignButton}>
              {t('customers:team.empty')}
            </EmptyState>
          }
          actionsWidth="w-32"
          rowActions={
            canManage
              ? (user) => (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('customers:team.removeLabel', { name: displayNameOf(user) })}
                    loading={unassign.isPending && unassign.variables === user.id}
                    loadingText={t('customers:team.removing')}
                    disabled={unassign.isPending}
                    onClick={() => unassign.mutate(user.id)}
                  >
                    <UserMinus aria-hidden="true" />
                    {t('customers:team.remove')}
                  </Button>
                )
              : undefined
          }
        />
      </Card>
      {canManage && assignMounted ? (
        <Suspense fallback={null}>
          <AssignUserDialog
            open={assigning}
            onOpenChange={setAssigning}
            companyId={companyId}
            customerId={customerId}
            assignedIds={assignedIds}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
