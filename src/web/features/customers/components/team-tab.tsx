import { useQuery } from '@tanstack/react-query';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { roleLabel } from '../../../../domain/enums';
import { formatDateMedium } from '../../../../domain/format';
import { Avatar, displayNameOf } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { customerUsersQuery, useUnassignUser } from '../api';
import { AssignUserDialog } from './assign-user-dialog';

const roleVariant = { admin: 'destructive', manager: 'default', employee: 'secondary' } as const;

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

  const assignButton = canManage ? (
    <Button size="sm" onClick={() => setAssigning(true)}>
      <UserPlus aria-hidden="true" />
      Assign User
    </Button>
  ) : null;

  let body: ReactNode;
  if (users.isPending) {
    body = (
      <div className="grid gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (users.isError) {
    body = (
      <ErrorState
        title="Error loading team members"
        message={errorMessage(users.error, 'An unexpected error occurred')}
        onRetry={() => void users.refetch()}
      />
    );
  } else if (users.data.length === 0) {
    body = (
      <EmptyState icon={Users} title="No team members assigned" action={assignButton}>
        Assign the people who look after this customer.
      </EmptyState>
    );
  } else {
    body = (
      <Card>
        <ul aria-label="Assigned team members" className="divide-y divide-slate-100">
          {users.data.map((user) => {
            const name = displayNameOf(user);
            return (
              <li key={user.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <Avatar person={user} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900 text-sm">{name}</p>
                  <p className="truncate text-slate-500 text-xs">
                    {user.email} · Assigned {formatDateMedium(user.assignedAt)}
                  </p>
                </div>
                <Badge variant={roleVariant[user.role] ?? 'secondary'}>
                  {roleLabel({ role: user.role })}
                </Badge>
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${name}`}
                    loading={unassign.isPending && unassign.variables === user.id}
                    loadingText="Removing..."
                    disabled={unassign.isPending}
                    onClick={() => unassign.mutate(user.id)}
                  >
                    <UserMinus aria-hidden="true" />
                    Remove
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Card>
    );
  }

  const assignedIds = new Set(users.data?.map((user) => user.id) ?? []);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-lg text-slate-900">Assigned Team</h2>
        {users.data && users.data.length > 0 ? assignButton : null}
      </div>
      {body}
      {canManage ? (
        <AssignUserDialog
          open={assigning}
          onOpenChange={setAssigning}
          companyId={companyId}
          customerId={customerId}
          assignedIds={assignedIds}
        />
      ) : null}
    </div>
  );
}
