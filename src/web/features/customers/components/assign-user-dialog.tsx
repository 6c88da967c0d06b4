import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { assignUserBody } from '../../../../domain/contracts/customers';
import { roleLabel } from '../../../../domain/enums';
import { Avatar, displayNameOf } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { companyUsersQuery, useAssignUser } from '../api';

type Values = z.input<typeof assignUserBody>;

type AssignUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  customerId: number;
  /** Ids already assigned: the radio list offers only the others. */
  assignedIds: ReadonlySet<number>;
};

/** Assign User: a radio list of the company's users not yet assigned to the customer. */
export function AssignUserDialog(props: AssignUserDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign User</DialogTitle>
          <DialogDescription>Choose a team member to assign to this customer.</DialogDescription>
        </DialogHeader>
        <AssignUserForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function AssignUserForm({ onOpenChange, companyId, customerId, assignedIds }: AssignUserDialogProps) {
  const users = useQuery(companyUsersQuery(companyId));
  const assign = useAssignUser(customerId);
  const form = useForm<Values, unknown, z.output<typeof assignUserBody>>({
    resolver: zodResolver(assignUserBody),
    defaultValues: { userId: '' },
  });
  const available = (users.data ?? []).filter((user) => !assignedIds.has(user.id));
  const selected = String(form.watch('userId') ?? '');
  const error = form.formState.errors.userId?.message;

  const onSubmit = form.handleSubmit(({ userId }) =>
    assign.mutate(userId, { onSuccess: () => onOpenChange(false) }),
  );

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
        {errorMessage(users.error, 'An unexpected error occurred')}
      </p>
    );
  } else if (available.length === 0) {
    choices = (
      <p className="text-slate-500 text-sm">Every team member is already assigned to this customer.</p>
    );
  } else {
    choices = (
      <fieldset
        className="grid min-w-0 grid-cols-1 gap-2"
        aria-describedby={error ? 'assign-user-error' : undefined}
      >
        <legend className="sr-only">Team member</legend>
        <div className="grid max-h-72 grid-cols-1 gap-2 overflow-y-auto p-0.5">
          {available.map((user) => {
            const value = String(user.id);
            const name = displayNameOf(user);
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
                  <span className="block truncate font-medium text-slate-900">{name}</span>
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
    <form noValidate className="grid grid-cols-1 gap-4" onSubmit={onSubmit}>
      {choices}
      <FormMessage id="assign-user-error">{error}</FormMessage>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={assign.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          loading={assign.isPending}
          loadingText="Assigning..."
          disabled={available.length === 0}
        >
          Assign
        </Button>
      </DialogFooter>
    </form>
  );
}
