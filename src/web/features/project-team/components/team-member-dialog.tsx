import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { addTeamMemberBody, type TeamMember } from '#domain/contracts/project-team';
import { projectRoleLabels, projectRoles } from '#domain/enums';
import { displayNameOf } from '#web/components/ui/avatar';
import { FormDialog, FormDialogField } from '#web/components/ui/form-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { activeMembers, companyUsersQuery } from '../../team/api';
import { useAddTeamMember, useUpdateTeamMember } from '../api';

type TeamMemberDialogProps = {
  projectId: number;
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being edited (user fixed, the rest partial); absent to add one. */
  member?: TeamMember | undefined;
};

const roleOptions = projectRoles.map((role) => ({ value: role, label: projectRoleLabels[role] }));

export function TeamMemberDialog({
  projectId,
  companyId,
  open,
  onOpenChange,
  member,
}: TeamMemberDialogProps) {
  const users = useQuery({ ...companyUsersQuery(companyId), enabled: open && !member });
  const add = useAddTeamMember(projectId);
  const update = useUpdateTeamMember(projectId);
  const checkboxId = useId();
  const userOptions = activeMembers(users.data).map((u) => ({
    value: String(u.id),
    label: displayNameOf(u),
  }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={member ? 'Edit Team Member' : 'Add Team Member'}
      description={
        member ? 'Change this member’s role on the project.' : 'Add a member of your company to this project.'
      }
      schema={addTeamMemberBody}
      defaultValues={{
        userId: member ? String(member.userId) : '',
        role: member?.role ?? ('' as TeamMember['role']),
        isPrimary: member?.isPrimary ?? false,
        notes: member?.notes ?? '',
      }}
      submitLabel={member ? 'Save Changes' : 'Add Member'}
      pendingLabel={member ? 'Saving...' : 'Adding...'}
      onSubmit={async (values, form) => {
        if (!member) return add.mutateAsync(values);
        // The edit is partial: only what the user changed is sent.
        const { dirtyFields } = form.formState;
        const body = {
          ...(dirtyFields.role ? { role: values.role } : {}),
          ...(dirtyFields.isPrimary ? { isPrimary: values.isPrimary } : {}),
          ...(dirtyFields.notes ? { notes: values.notes } : {}),
        };
        if (Object.keys(body).length > 0)
          await update.mutateAsync({ id: member.id, body, version: member.version });
      }}
    >
      {(form) => (
        <>
          {member ? (
            <FormField label="Team member">
              <Input value={displayNameOf(member.user)} disabled readOnly />
            </FormField>
          ) : (
            <FormDialogField name="userId" label="Team member">
              <Select options={userOptions}>
                <option value="">Select a team member</option>
              </Select>
            </FormDialogField>
          )}
          <FormDialogField name="role" label="Role">
            <Select options={roleOptions}>
              <option value="">Select a role</option>
            </Select>
          </FormDialogField>
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
              Only one primary member per role is allowed; making this member primary replaces the current
              one.
            </p>
          </div>
          <FormDialogField name="notes" label="Notes">
            <Textarea rows={3} />
          </FormDialogField>
        </>
      )}
    </FormDialog>
  );
}
