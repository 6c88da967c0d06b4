import '#domain/messages/load/projects';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { addTeamMemberBody, type TeamMember } from '#domain/contracts/project-team';
import { projectRoleLabels, projectRoles } from '#domain/enums';
import { displayNameOf } from '#web/components/ui/avatar';
import { FormDialog } from '#web/components/ui/form-dialog';
import { FormDialogField } from '#web/components/ui/form-dialog-field';
import { FormField } from '#web/components/ui/form-field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Textarea } from '#web/components/ui/textarea';
import { t } from '#web/lib/i18n';
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
      title={member ? t('projects:team.dialog.editTitle') : t('projects:team.add')}
      description={
        member ? t('projects:team.dialog.editDescription') : t('projects:team.dialog.addDescription')
      }
      schema={addTeamMemberBody}
      defaultValues={{
        userId: member ? String(member.userId) : '',
        role: member?.role ?? ('' as TeamMember['role']),
        isPrimary: member?.isPrimary ?? false,
        notes: member?.notes ?? '',
      }}
      submitLabel={member ? t('common:saveChanges') : t('projects:team.dialog.submit')}
      pendingLabel={member ? t('common:saving') : t('projects:team.dialog.adding')}
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
            <FormField label={t('projects:team.fields.member')}>
              <Input value={displayNameOf(member.user)} disabled readOnly />
            </FormField>
          ) : (
            <FormDialogField name="userId" label={t('projects:team.fields.member')}>
              <Select options={userOptions}>
                <option value="">{t('projects:team.fields.memberPlaceholder')}</option>
              </Select>
            </FormDialogField>
          )}
          <FormDialogField name="role" label={t('projects:team.fields.role')}>
            <Select options={roleOptions}>
              <option value="">{t('projects:team.fields.rolePlaceholder')}</option>
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
                {t('projects:team.fields.primary')}
              </label>
            </div>
            <p id={`${checkboxId}-hint`} className="pl-6 text-slate-500 text-xs">
              {t('projects:team.fields.primaryHint')}
            </p>
          </div>
          <FormDialogField name="notes" label={t('projects:team.fields.notes')}>
            <Textarea rows={3} />
          </FormDialogField>
        </>
      )}
    </FormDialog>
  );
}
