import '#domain/messages/load/customers';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { assignUserBody } from '#domain/contracts/customers';
import { roleLabel } from '#domain/enums';
import { Avatar, displayNameOf } from '#web/components/ui/avatar';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormMessage } from '#web/components/ui/form-field';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { t } from '#web/lib/i18n';
import { activeMembers, companyUsersQuery } from '../../team/api';
import { useAssignUser } from '../api';

type AssignUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  customerId: number;
  /** Ids already assigned: the radio list offers only the others. */
  assignedIds: ReadonlySet<number>;
};

/** Assign User: a radio list of the company's users not yet assigned to the customer. */
export function AssignUserDialog({
  open,
  onOpenChange,
  companyId,
  customerId,
  assignedIds,
}: AssignUserDialogProps) {
  const users = useQuery({ ...companyUsersQuery(companyId), enabled: open });
  const assign = useAssignUser(customerId);
  const available = activeMembers(users.data).filter((user) => !assignedIds.has(user.id));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('customers:team.assignTitle')}
      description={t('customers:team.assignDescription')}
      schema={assignUserBody}
      defaultValues={{ userId: '' }}
      submitLabel={t('customers:team.assign')}
      pendingLabel={t('customers:team.assigning')}
      submitDisabled={available.length === 0}
      onSubmit={({ userId }) => assign.mutateAsync(userId)}
    >
      {(form) => {
        const error = form.formState.errors.userId?.message;
        const selected = String(form.watch('userId') ?? '');
        let choices: ReactNode;
        if (users.isPending) {
          choices = (
            <div className="grid gap-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          );
        } else if (users.isError) {
          choices = (
            <p role="alert" className="text-destructive text-sm">
              {errorMessage(users.error, t('common:unexpectedError'))}
            </p>
          );
        } else if (available.length === 0) {
          choices = <p className="text-slate-500 text-sm">{t('customers:team.allAssigned')}</p>;
        } else {
          choices = (
            <fieldset
              className="grid min-w-0 grid-cols-1 gap-2"
              aria-describedby={error ? 'assign-user-error' : undefined}
            >
              <legend className="sr-only">{t('customers:team.member')}</legend>
              <div className="grid max-h-72 grid-cols-1 gap-2 overflow-y-auto p-0.5">
                {available.map((user) => {
                  const value = String(user.id);
                  return (
                    <label
                      key={user.id}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                        selected === value
                          ? 'border-primary bg-primary-soft'
                          : 'border-slate-200 hover:bg-slate-50',
                      )}
                    >
                      <input
                        type="radio"
                        value={value}
                        className="size-4 accent-[var(--color-primary)]"
                        {...form.register('userId')}
                      />
                      <Avatar person={user} className="size-8 text-xs" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-slate-900">
                          {displayNameOf(user)}
                        </span>
                        <span className="block truncate text-slate-500 text-xs">{user.email}</span>
                      </span>
                      <span className="text-slate-500 text-xs">{roleLabel({ role: user.role })}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        }
        return (
          <>
            {choices}
            <FormMessage id="assign-user-error">{error}</FormMessage>
          </>
        );
      }}
    </FormDialog>
  );
}
