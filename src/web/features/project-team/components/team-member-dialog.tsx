import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addTeamMemberBody, type TeamMember } from '../../../../domain/contracts/project-team';
import { projectRoleLabels, projectRoles } from '../../../../domain/enums';
import { displayNameOf } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { companyUsersQuery } from '../../tasks/api';
import { useAddTeamMember, useUpdateTeamMember } from '../api';

type Values = z.input<typeof addTeamMemberBody>;
type Output = z.output<typeof addTeamMemberBody>;
const fieldNames = ['userId', 'role', 'isPrimary', 'notes'] as const;

type TeamMemberDialogProps = {
  projectId: number;
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being edited (user fixed, the rest partial); absent to add one. */
  member?: TeamMember | undefined;
};

export function TeamMemberDialog(props: TeamMemberDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.member ? 'Edit Team Member' : 'Add Team Member'}</DialogTitle>
          <DialogDescription>
            {props.member
              ? 'Change this member’s role on the project.'
              : 'Add a member of your company to this project.'}
          </DialogDescription>
        </DialogHeader>
        {props.open ? <TeamMemberForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TeamMemberForm({ projectId, companyId, member, onOpenChange }: TeamMemberDialogProps) {
  const checkboxId = useId();
  const users = useQuery(companyUsersQuery(companyId));
  const add = useAddTeamMember(projectId);
  const update = useUpdateTeamMember(projectId);
  const pending = add.isPending || update.isPending;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(addTeamMemberBody),
    mode: 'onTouched',
    defaultValues: {
      userId: member ? String(member.userId) : '',
      role: member?.role ?? ('' as Values['role']),
      isPrimary: member?.isPrimary ?? false,
      notes: member?.notes ?? '',
    },
  });
  const { errors, dirtyFields } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => onOpenChange(false),
      onError: (error: unknown) => applyServerFieldErrors(error, form.setError, fieldNames),
    };
    if (!member) {
      add.mutate(values, callbacks);
      return;
    }
    // The edit is partial: only what the user changed is sent.
    const body = {
      ...(dirtyFields.role ? { role: values.role } : {}),
      ...(dirtyFields.isPrimary ? { isPrimary: values.isPrimary } : {}),
      ...(dirtyFields.notes ? { notes: values.notes } : {}),
    };
    if (Object.keys(body).length === 0) onOpenChange(false);
    else update.mutate({ id: member.id, body }, callbacks);
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label="Team member" error={errors.userId?.message}>
        {member ? (
          <Input value={displayNameOf(member.user)} disabled readOnly />
        ) : (
          <Select {...form.register('userId')}>
            <option value="">Select a team member</option>
            {(users.data ?? []).map((u) => (
              <option key={u.id} value={String(u.id)}>
                {displayNameOf(u)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <Select {...form.register('role')}>
          <option value="">Select a role</option>
          {projectRoles.map((role) => (
            <option key={role} value={role}>
              {projectRoleLabels[role]}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-primary"
            aria-describedby={`${checkboxId}-hint`}
            {...form.register('isPrimary')}
          />
          <label htmlFor={checkboxId} className="font-medium text-slate-700 text-sm">
            Primary contact for this role
          </label>
        </div>
        <p id={`${checkboxId}-hint`} className="pl-6 text-slate-500 text-xs">
          Only one primary member per role is allowed; making this member primary replaces the current one.
        </p>
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} loadingText={member ? 'Saving...' : 'Adding...'}>
          {member ? 'Save Changes' : 'Add Member'}
        </Button>
      </DialogFooter>
    </form>
  );
}
